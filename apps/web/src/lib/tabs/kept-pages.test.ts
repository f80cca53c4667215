import { KEEP_ALIVE_MAX } from '@console/contract/constants';
import { describe, expect, it } from 'vitest';
import { closePages, rememberPage, renamePage, type KeptEntry } from './kept-pages';

type Page = KeptEntry & { element: string };

function visitAll(paths: string[], open = new Set(paths), max = KEEP_ALIVE_MAX): Page[] {
  return paths.reduce<Page[]>(
    (pages, path) =>
      rememberPage(pages, {
        current: { id: path, path, element: `<${path}>` },
        currentPath: path,
        open,
        max,
      }),
    [],
  );
}

const pathsOf = (pages: readonly Page[]) => pages.map((page) => page.path);

describe('rememberPage (kept-alive pages)', () => {
  it('keeps pages in the order first visited, and revisiting keeps the first element', () => {
    const pages = visitAll(['/a', '/b', '/a']);
    expect(pathsOf(pages)).toEqual(['/a', '/b']);
    expect(pages[0]).toMatchObject({ element: '</a>', usedAt: 3 });
  });

  it('keeps at most 10 pages and lets the least recently used go (spec §9)', () => {
    expect(KEEP_ALIVE_MAX).toBe(10);
    const first = Array.from({ length: 10 }, (_, index) => `/p${index}`);
    const open = new Set([...first, '/new']);
    const pages = visitAll([...first, '/p0', '/new'], open);
    expect(pages).toHaveLength(10);
    expect(pathsOf(pages)).not.toContain('/p1');
    expect(pathsOf(pages)).toContain('/p0');
    expect(pathsOf(pages).at(-1)).toBe('/new');
  });

  it('drops pages whose tab was closed, but never the current one', () => {
    const pages = visitAll(['/a', '/b']);
    const next = rememberPage(pages, {
      current: { id: '/c', path: '/c', element: '<c>' },
      currentPath: '/c',
      open: new Set(['/b']),
      max: 10,
    });
    expect(pathsOf(next)).toEqual(['/b', '/c']);
  });

  it('does not keep a page that must not be kept, and leaves it room', () => {
    const pages = visitAll(['/a', '/b', '/c'], new Set(['/a', '/b', '/c']), 3);
    const next = rememberPage(pages, {
      current: null,
      currentPath: '/activity/1',
      open: new Set(['/a', '/b', '/c']),
      max: 3,
    });
    expect(pathsOf(next)).toEqual(['/b', '/c']);
  });

  it('a page that replaced its own query keeps its identity and its element', () => {
    const pages = visitAll(['/list', '/b']);
    const renamed = renamePage(pages, '/list', '/list?status=approved');
    expect(renamed[0]).toMatchObject({
      id: '/list',
      path: '/list?status=approved',
      element: '</list>',
    });
    const next = rememberPage(renamed, {
      current: { id: 'fresh', path: '/list?status=approved', element: '<new>' },
      currentPath: '/list?status=approved',
      open: new Set(['/list?status=approved', '/b']),
      max: 10,
    });
    expect(next).toHaveLength(2);
    expect(next[0]).toMatchObject({ id: '/list', element: '</list>' });
  });

  it('does not rename onto a path that is kept already', () => {
    const pages = visitAll(['/list', '/list?status=approved']);
    expect(renamePage(pages, '/list', '/list?status=approved')).toEqual(pages);
  });

  it('drops the pages of closed tabs at once, and the one on screen at its next visit', () => {
    const pages = visitAll(['/a', '/b', '/c']);
    const closed = closePages(pages, new Set(['/a', '/c']), '/c');
    expect(pathsOf(closed)).toEqual(['/b', '/c']);
    // The same path visited again, before any other page showed, mounts afresh.
    const next = rememberPage(closed, {
      current: { id: 'fresh', path: '/c', element: '<new>' },
      currentPath: '/c',
      open: new Set(['/b']),
      max: 10,
    });
    expect(next.map((page) => page.id)).toEqual(['/b', 'fresh']);
  });
});
