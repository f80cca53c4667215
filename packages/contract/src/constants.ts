// spec §9: business constants and limits, shared by server and web.
export const REQUEST_TIMEOUT_MS = 60_000;
export const FORM_POST_TIMEOUT_MS = 999_999;
export const MESSAGE_PAGE_SIZE = 10;
export const COOKIE_EXPIRY_DAYS = 1;
export const COOKIE_PREFIX = 'admin-';
export const SIDE_MENU_WIDTH = 256;
export const SIDE_MENU_COLLAPSED_WIDTH = 80;
export const BREAKPOINT_MOBILE = 600;
export const BREAKPOINT_TABLET = 992;
export const HEADER_HIDE_THRESHOLD = 300;
export const TAB_FIXED_OFFSET_MAX = 64;
export const KEEP_ALIVE_MAX = 10;
export const NOTICE_BADGE_OVERFLOW = 99;
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const LOCALE_AUTO_DETECT = false;
export const LOCALE_STORAGE_KEY = 'i18n-locale';
/** The language the console last showed, for the server to fetch its texts with the page. */
export const LOCALE_COOKIE = 'console-locale';
export const RANDOM_TAB_KEY_LENGTH = 6;
export const HEADER_MENU_HEIGHT = 64;
export const BREADCRUMB_MAX_WIDTH = 560;
export const CAPTCHA_RESEND_SECONDS = 60;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const NO_PERMISSION_MESSAGE_MS = 3_000;
export const COUNT_UP_DURATION_MS = 2_000;
export const SCROLL_TO_TOP_MS = 500;
export const DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const COPYRIGHT_YEAR = 2021;

// DESIGN §3: sessions and one-time codes.
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_MAX_TRIES = 5;
export const CAPTCHA_PER_IP_PER_HOUR = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_IP = 30;

/**
 * DESIGN §4 "days are the merchant's days" (Asia/Shanghai, no daylight saving): order times on
 * screen and in the CSV are this one zone, which the CSV header names.
 */
export const MERCHANT_UTC_OFFSET_MINUTES = 480;
