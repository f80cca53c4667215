import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  likelyLocale,
  pagesWithPreloads,
  readRoutePreloads,
  ROUTE_PRELOADS_FILE,
} from './route-preloads.ts';

const PAGE = '<!doctype html><head><title>console</title></head><body></body>';

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'route-preloads-'));
  await mkdir(path.join(dist, '.vite'));
  const list = {
    routes: [
      { path: '/activity/:id', files: ['/assets/detail.js'], locales: {} },
      { path: '/activity/new', files: ['/assets/editor.css', '/assets/editor.js'], locales: {} },
      { path: '/redirect/*', files: ['/assets/redirect.js'], locales: {} },
      {
        path: '/home',
        files: ['/assets/home.js'],
        locales: { 'zh-CN': ['/assets/texts-zh.js'], 'en-US': ['/assets/texts-en.js'] },
      },
    ],
  };
  await writeFile(path.join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(list));
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('route preloads (docs/web.md "Ready at once")', () => {
  const pageFor = () => pagesWithPreloads(PAGE, readRoutePreloads(dist), 'NONCE');

  it("names the route's files before </head>: scripts as modulepreload, stylesheets fetched ahead only", () => {
    const page = pageFor()('/activity/new', 'zh-CN');
    expect(page).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/editor.css" nonce="NONCE">',
    );
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/editor.js" nonce="NONCE">',
    );
    expect(page.indexOf('editor.js')).toBeLessThan(page.indexOf('</head>'));
    // A literal address wins over the parameter written before it.
    expect(page).not.toContain('detail.js');
  });

  it('matches a parameter to one segment and * to the rest', () => {
    const pages = pageFor();
    expect(pages('/activity/42', 'zh-CN')).toContain('detail.js');
    expect(pages('/activity/42/more', 'zh-CN')).toBe(PAGE);
    expect(pages('/redirect/shop/order', 'zh-CN')).toContain('redirect.js');
  });

  it("puts the language's texts first, only that language's", () => {
    const page = pageFor()('/home', 'en-US');
    expect(page).toContain('texts-en.js');
    expect(page).not.toContain('texts-zh.js');
    expect(page.indexOf('texts-en.js')).toBeLessThan(page.indexOf('home.js'));
  });

  it('sends the page as built for an address no route names, or without a list', () => {
    expect(pageFor()('/nowhere', 'zh-CN')).toBe(PAGE);
    expect(pagesWithPreloads(PAGE, undefined, 'NONCE')('/home', 'zh-CN')).toBe(PAGE);
    expect(readRoutePreloads(path.join(dist, 'missing'))).toBeUndefined();
  });
});

describe('likelyLocale', () => {
  it("takes the console's cookie, else the language it starts in (spec §4)", () => {
    expect(likelyLocale('a=1; console-locale=en-US', 'zh-CN,zh')).toBe('en-US');
    expect(likelyLocale('console-locale=zh-CN', 'en-US,en')).toBe('zh-CN');
    // Without a stored choice the console starts in zh-CN, whatever the browser prefers, while
    // LOCALE_AUTO_DETECT is off; with it on, the browser's language.
    expect(likelyLocale(undefined, 'en-GB,en;q=0.9')).toBe('zh-CN');
    expect(likelyLocale(undefined, 'en-GB,en;q=0.9', true)).toBe('en-US');
    expect(likelyLocale('console-locale=fr-FR', undefined)).toBe('zh-CN');
    expect(likelyLocale('console-locale=<script>', 'en', true)).toBe('en-US');
  });
});
