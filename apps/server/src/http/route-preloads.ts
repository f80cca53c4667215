import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LOCALE,
  LOCALE_AUTO_DETECT,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
} from '@console/contract/constants';
import { cookieValue } from './cookies.ts';
import { localeFromAcceptLanguage } from './locale.ts';

/**
 * docs/web.md "Ready at once", Route preloads: the web build lists, per route of its route
 * table, the files a first visit of it loads (apps/web/tooling/route-preloads.ts); the page sent
 * for that address names them, so the browser fetches them while it reads the HTML instead of
 * one hop after the entry has run. The language's texts and packs follow the `console-locale`
 * cookie the console keeps (the language it last showed).
 */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

type RoutePreloadsFile = {
  routes: { path: string; files: string[]; locales: Record<string, string[]> }[];
};

type Route = {
  matches: (pathname: string) => boolean;
  files: string[];
  locales: Record<string, string[]>;
};

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** `/activity/:id` matches one segment for `:id`; `/redirect/*` anything after it. */
function matcherOf(pattern: string): (pathname: string) => boolean {
  if (!pattern.includes(':') && !pattern.includes('*')) return (pathname) => pathname === pattern;
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : escapeRegExp(part)))
    .join('/');
  const regex = new RegExp(`^${source}$`);
  return (pathname) => regex.test(pathname);
}

/** The build's list, or undefined when the build has none (an older build, the dev server). */
export function readRoutePreloads(webDist: string): Route[] | undefined {
  const file = path.join(webDist, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return undefined;
  const list = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloadsFile;
  // Addresses without a parameter first: `/activity/new` is not the activity `new`.
  const exactFirst = [...list.routes].sort(
    (a, b) => Number(/[:*]/.test(a.path)) - Number(/[:*]/.test(b.path)),
  );
  return exactFirst.map((route) => ({
    matches: matcherOf(route.path),
    files: route.files,
    locales: route.locales,
  }));
}

const isLocale = (value: string | undefined): value is Locale =>
  (LOCALES as readonly string[]).includes(value ?? '');

/**
 * The language the console will most likely show: its cookie (the language it last showed), else
 * the one it starts in without a stored choice (spec §4: zh-CN, the browser's language only when
 * LOCALE_AUTO_DETECT is on).
 */
export function likelyLocale(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
  autoDetect = LOCALE_AUTO_DETECT,
): Locale {
  const named = cookieValue(cookie, LOCALE_COOKIE);
  if (isLocale(named)) return named;
  return autoDetect ? localeFromAcceptLanguage(acceptLanguage) : DEFAULT_LOCALE;
}

/**
 * The link tags, written as Vite writes the entry's (the nonce placeholder included). A
 * stylesheet is only fetched ahead (`preload`), not applied: applied from the head it would hold
 * back the entry's run until it arrived; Vite's preload helper applies it with its chunk.
 */
function linkTag(file: string, nonce: string) {
  const rel = file.endsWith('.css') ? 'preload" as="style' : 'modulepreload';
  return `<link rel="${rel}" crossorigin href="${file}" nonce="${nonce}">`;
}

/**
 * The page for an address: index.html with the route's links before `</head>`, one copy per
 * route and language made once. An address no route matches gets the page as built.
 */
export function pagesWithPreloads(page: string, routes: Route[] | undefined, nonce: string) {
  const made = new Map<string, string>();
  return (pathname: string, locale: Locale): string => {
    const index = routes?.findIndex((route) => route.matches(pathname)) ?? -1;
    const route = routes?.[index];
    if (!route) return page;
    const key = `${index} ${locale}`;
    let found = made.get(key);
    if (found === undefined) {
      const files = [...(route.locales[locale] ?? []), ...route.files];
      const tags = files.map((file) => `    ${linkTag(file, nonce)}\n`).join('');
      found = page.replace('</head>', `${tags}  </head>`);
      made.set(key, found);
    }
    return found;
  };
}
