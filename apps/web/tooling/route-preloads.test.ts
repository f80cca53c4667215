import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closureOf, readRouteTable, routePreloadsOf, type ChunkInfo } from './route-preloads.ts';

const TABLE = path.resolve(import.meta.dirname, '../src/app/route-table.ts');

describe('readRouteTable (docs/web.md "Ready at once", Route preloads)', () => {
  const source = readFileSync(TABLE, 'utf8');
  const routes = readRouteTable(source);

  it("pairs every route of the table with its page, but the switching page's and the catch-all", () => {
    const loads = source.match(/load: (\(\) =>|withTexts\()/g)?.length ?? 0;
    expect(routes).toHaveLength(loads - 2);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it('reads the page, the place and the permission of a route', () => {
    const byPath = new Map(routes.map((route) => [route.path, route]));
    expect(byPath.get('/activity/:id')).toEqual({
      path: '/activity/:id',
      page: '../features/activity/detail/activity-detail-page',
      data: '../features/activity/api/get-activity',
      inConsole: true,
      permission: true,
    });
    expect(byPath.get('/home')).toMatchObject({
      inConsole: true,
      permission: false,
      data: '../features/home/api/get-home',
    });
    expect(byPath.get('/shop/order')?.data).toBe('../features/orders/list/orders-page-data');
    // A page without early data names none, and no other route's.
    expect(byPath.get('/eva')).not.toHaveProperty('data');
    expect(byPath.get('/login')).toMatchObject({ inConsole: false, permission: false });
    // A menu group without a page of its own is no route here.
    expect(byPath.has('/activity')).toBe(false);
    // A page that fetches a text part of its own names it.
    expect(byPath.get('/system/user')).toMatchObject({
      page: '../features/system/users/users-page',
      texts: 'system',
    });
    expect(byPath.get('/activity/new')?.texts).toBe('activityEditor');
    expect(byPath.get('/home')).not.toHaveProperty('texts');
  });
});

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = []) =>
  [fileName, { fileName, moduleIds, imports, css }] as const;

describe('routePreloadsOf', () => {
  const chunks = new Map<string, ChunkInfo>([
    chunk('assets/index.js', ['/app/src/main.tsx'], ['assets/react.js'], ['assets/index.css']),
    chunk('assets/react.js', ['/nm/react/index.js']),
    chunk(
      'assets/scope.js',
      ['/app/src/lib/theme/antd-scope.tsx'],
      ['assets/react.js'],
      ['assets/scope.css'],
    ),
    chunk(
      'assets/layout.js',
      ['/app/src/layout/console-layout.tsx'],
      ['assets/button.js', 'assets/react.js'],
    ),
    chunk('assets/button.js', ['/nm/antd/es/button/index.js'], [], ['assets/button.css']),
    chunk('assets/home.js', ['/app/src/features/home/home-page.tsx'], ['assets/button.js']),
    chunk('assets/home-data.js', ['/app/src/features/home/home-data.ts'], ['assets/react.js']),
    chunk('assets/login.js', ['/app/src/features/auth/login.tsx'], ['assets/react.js']),
    chunk('assets/texts-en.js', ['/app/src/locales/en-US/console.ts']),
    chunk('assets/system-en.js', ['/app/src/locales/en-US/system.ts']),
    chunk('assets/users.js', ['/app/src/features/system/users-page.tsx'], ['assets/button.js']),
    chunk('assets/pack-en.js', ['/nm/antd/es/locale/en_US.js']),
  ]);

  it('lists what a chunk needs before it, stylesheets before their chunk', () => {
    expect(closureOf(chunks, ['assets/home.js'])).toEqual([
      'assets/button.css',
      'assets/button.js',
      'assets/home.js',
    ]);
  });

  it("gives each route its parts' files, without the entry's, and per language", () => {
    const entryFiles = new Set(closureOf(chunks, ['assets/index.js']));
    const { routes } = routePreloadsOf(
      chunks,
      [
        {
          path: '/home',
          page: '',
          pageId: '/app/src/features/home/home-page.tsx',
          dataId: '/app/src/features/home/home-data.ts',
          inConsole: true,
          permission: false,
        },
        {
          path: '/login',
          page: '',
          pageId: '/app/src/features/auth/login.tsx',
          inConsole: false,
          permission: false,
        },
        {
          path: '/system/user',
          page: '',
          pageId: '/app/src/features/system/users-page.tsx',
          inConsole: true,
          permission: false,
          texts: 'system',
        },
      ],
      {
        parts: {
          all: {},
          antd: {
            modules: ['src/lib/theme/antd-scope.tsx'],
            locales: { 'en-US': ['antd/es/locale/en_US.js'] },
          },
          console: {
            modules: ['src/layout/console-layout.tsx'],
            locales: { 'en-US': ['src/locales/en-US/console.ts'] },
          },
          merchant: {},
        },
        textParts: { system: { locales: { 'en-US': ['src/locales/en-US/system.ts'] } } },
        plain: ['/login'],
      },
      entryFiles,
    );
    expect(routes[0]).toEqual({
      path: '/home',
      files: [
        '/assets/scope.css',
        '/assets/scope.js',
        '/assets/button.css',
        '/assets/button.js',
        '/assets/layout.js',
        '/assets/home.js',
        '/assets/home-data.js',
      ],
      locales: { 'en-US': ['/assets/pack-en.js', '/assets/texts-en.js'] },
    });
    // The sign-in page is drawn without antd and outside the layout.
    expect(routes[1]).toEqual({
      path: '/login',
      files: ['/assets/login.js'],
      locales: { 'en-US': [] },
    });
    // A page with a text part of its own gets that part's file in each language too.
    expect(routes[2]?.locales).toEqual({
      'en-US': ['/assets/pack-en.js', '/assets/texts-en.js', '/assets/system-en.js'],
    });
  });

  it('stops the build when a module a route needs is in no chunk', () => {
    expect(() =>
      routePreloadsOf(
        chunks,
        [
          {
            path: '/x',
            page: '',
            pageId: '/app/src/gone.tsx',
            inConsole: false,
            permission: false,
          },
        ],
        {
          parts: { all: {}, antd: {}, console: {}, merchant: {} },
          textParts: {},
          plain: ['/x'],
        },
        new Set(),
      ),
    ).toThrow(/no chunk holds/);
  });
});
