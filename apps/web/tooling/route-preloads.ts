import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// docs/web.md "Ready at once", Route preloads: a first visit learned what the page needs only
// by running the entry — the router then asked for the antd scope, the layout and the page, and
// Vite's preload helper added a link per chunk they import (~80 on a console page), each found
// one hop after the entry had been fetched and run. The build writes, per route of the route
// table, the files its first visit loads; the server names them in the page it sends
// (apps/server/src/http/web-static.ts), so the browser fetches them all while it reads the HTML.

/** Where the server reads the list (a dot folder: the static files are not served from it). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

export type RouteEntry = {
  path: string;
  /** The page module, as written in the route table's `import()`. */
  page: string;
  /** The module of the page's first data (`data: () => import('…')`), when it has one. */
  data?: string;
  /** The route is inside the console layout (consoleRoutes). */
  inConsole: boolean;
  /** Its meta names a merchant permission (the page loads the merchant-required wrapper). */
  permission: boolean;
  /** The text part its loader fetches with the page (`load: withTexts('…', …)`), if any. */
  texts?: string;
};

/**
 * The routes of the route table with a page of their own: each `path: '…'` followed, before the
 * next `path:`, by its `load: () => import('…')` (or `load: withTexts('part', () => import('…'))`,
 * which names the text part it fetches too). A path written as a template (the switching page)
 * or the catch-all `*` is left out: nobody lands there by address.
 */
export function readRouteTable(source: string): RouteEntry[] {
  const standaloneAt = source.indexOf('export const standaloneRoutes');
  const entries: RouteEntry[] = [];
  const route = /path:\s*'([^']+)'((?:(?!path:)[\s\S])*?)import\('([^']+)'\)/g;
  for (const match of source.matchAll(route)) {
    const [, routePath, between, page] = match;
    if (!routePath || !page || routePath === '*') continue;
    const rest = source.slice(match.index + match[0].length);
    const own = rest.slice(0, rest.search(/path:|$/));
    const data = /data:\s*\(\)\s*=>\s*import\('([^']+)'\)/.exec(own)?.[1];
    const texts = /load:\s*withTexts\('([^']+)'/.exec(between ?? '')?.[1];
    entries.push({
      path: routePath,
      page,
      ...(data ? { data } : {}),
      ...(texts ? { texts } : {}),
      inConsole: standaloneAt < 0 || match.index < standaloneAt,
      permission: /\bpermission:/.test(between ?? ''),
    });
  }
  return entries;
}

/** The parts of an output chunk this plugin reads. */
export type ChunkInfo = {
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
  css: readonly string[];
};

/**
 * The files a chunk needs before it runs, in the order Vite's preload helper would add them:
 * each imported chunk (depth first) before the chunk, and each chunk's stylesheets before it.
 */
export function closureOf(chunks: ReadonlyMap<string, ChunkInfo>, roots: readonly string[]) {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = chunks.get(fileName);
    if (!chunk) return;
    for (const imported of chunk.imports) visit(imported);
    for (const sheet of chunk.css) if (!files.includes(sheet)) files.push(sheet);
    files.push(fileName);
  };
  roots.forEach(visit);
  return files;
}

/** A part of what routes load: its modules, and those it loads in each language. */
export type Part = {
  modules?: readonly string[];
  locales?: Readonly<Record<string, readonly string[]>>;
};

export type RoutePreloadOptions = {
  /** The route table, relative to the app's root. */
  routeTable: string;
  /**
   * The parts, each module named by the end of its path (`src/layout/console-layout.tsx`,
   * `antd/es/locale/zh_CN.js`): what every page loads (`all`), what every page drawn with antd
   * loads (`antd`), every page of the console layout (`console`) and every page naming a
   * merchant permission (`merchant`).
   */
  parts: { all: Part; antd: Part; console: Part; merchant: Part };
  /** The text parts a route's loader may fetch with its page (`withTexts`), by name. */
  textParts: Readonly<Record<string, Part>>;
  /** The pages drawn without antd (the sign-in and register pages; app/router.tsx plainPaths). */
  plain: readonly string[];
};

export type RoutePreloads = {
  routes: { path: string; files: string[]; locales: Record<string, string[]> }[];
};

const EXTENSIONS = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveModule(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = EXTENSIONS.map((ext) => base + ext).find((file) => existsSync(file));
  if (!found) throw new Error(`route-preloads: cannot resolve ${specifier} from ${from}`);
  return found.replaceAll('\\', '/');
}

/** Each route's files (and each language's), given the build's chunks. */
export function routePreloadsOf(
  chunks: ReadonlyMap<string, ChunkInfo>,
  routes: readonly (RouteEntry & { pageId: string; dataId?: string })[],
  options: Pick<RoutePreloadOptions, 'parts' | 'plain' | 'textParts'>,
  entryFiles: ReadonlySet<string>,
): RoutePreloads {
  const holders: [string, string][] = [];
  for (const chunk of chunks.values()) {
    for (const id of chunk.moduleIds) holders.push([id.replaceAll('\\', '/'), chunk.fileName]);
  }
  const chunkOf = (module: string) => {
    const found = holders.find(([id]) => id === module || id.endsWith(`/${module}`));
    if (!found) throw new Error(`route-preloads: no chunk holds ${module}`);
    return found[1];
  };
  const { parts, plain, textParts } = options;
  const textsOf = (name: string) => {
    const part = textParts[name];
    if (!part) throw new Error(`route-preloads: no text part ${name}`);
    return part;
  };
  const languages = [
    ...new Set(Object.values(parts).flatMap((part) => Object.keys(part.locales ?? {}))),
  ];
  return {
    routes: routes.map((route) => {
      const used: Part[] = [
        parts.all,
        ...(plain.includes(route.path) ? [] : [parts.antd]),
        ...(route.inConsole ? [parts.console] : []),
        ...(route.permission ? [parts.merchant] : []),
        ...(route.texts ? [textsOf(route.texts)] : []),
        { modules: [route.pageId, ...(route.dataId ? [route.dataId] : [])] },
      ];
      const roots = used.flatMap((part) => (part.modules ?? []).map(chunkOf));
      // The entry's own files are in the page already (index.html's script and links).
      const files = closureOf(chunks, roots).filter((file) => !entryFiles.has(file));
      const locales = Object.fromEntries(
        languages.map((language) => {
          const extra = used.flatMap((part) => (part.locales?.[language] ?? []).map(chunkOf));
          const known = new Set([...entryFiles, ...files]);
          const own = closureOf(chunks, extra).filter((file) => !known.has(file));
          return [language, own.map((file) => `/${file}`)];
        }),
      );
      return { path: route.path, files: files.map((file) => `/${file}`), locales };
    }),
  };
}

export function routePreloads(options: RoutePreloadOptions): Plugin {
  let root = '';
  return {
    name: 'console:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_output, bundle) {
      const tablePath = path.resolve(root, options.routeTable);
      const routes = readRouteTable(readFileSync(tablePath, 'utf8')).map((entry) => ({
        ...entry,
        pageId: resolveModule(tablePath, entry.page),
        ...(entry.data ? { dataId: resolveModule(tablePath, entry.data) } : {}),
      }));
      const chunks = new Map<string, ChunkInfo>();
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.set(item.fileName, {
          fileName: item.fileName,
          moduleIds: item.moduleIds,
          imports: item.imports,
          css: [...(item.viteMetadata?.importedCss ?? [])],
        });
      }
      const entries = [...chunks.keys()].filter((file) => {
        const item = bundle[file];
        return item?.type === 'chunk' && item.isEntry;
      });
      const entryFiles = new Set(closureOf(chunks, entries));
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(routePreloadsOf(chunks, routes, options, entryFiles)),
      });
    },
  };
}
