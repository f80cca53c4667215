// spec §5 patterns. Kept free of zod so the web's sign-in pages can use them without loading
// the schema library; `fields.ts` builds the server-side schemas on them.
export const MOBILE_PATTERN = /^1\d{10}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;
export const CAPTCHA_PATTERN = /^\d{6}$/;
