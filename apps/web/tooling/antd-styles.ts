import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { createElement, type ReactElement } from 'react';
import type { Plugin } from 'vite';
import { consoleTheme } from '../src/lib/theme/console-theme.ts';

// docs/web.md "antd's styles": antd draws its components' styles at run time unless told
// otherwise; the console tells it (`zeroRuntime`, console-theme.ts) and ships them as
// stylesheets written at build time instead, one part per antd style module, each loaded with the
// chunk that holds that module: a page parses the rules of the antd components its chunks can
// draw, not those of every component. The theme's tokens stay CSS variables that antd sets at run
// time (one small rule per theme), so the nested dark header themes still apply.

/** What the entry imports: the order of antd's cascade layers, before any of their rules. */
const LAYERS_ID = 'virtual:antd-layers.css';
/** What antd-scope.tsx imports: every part in one sheet where antd is not bundled (dev). */
const ALL_ID = 'virtual:antd-styles.css';
/** One part: `virtual:antd-part/<key>.css`, imported by the style module that writes it. */
const PART_PREFIX = 'virtual:antd-part/';

/**
 * antd components the console draws nowhere, directly or inside another antd component: they
 * are not rendered for the extraction. `antd-styles.test.ts` fails when the app imports one.
 */
export const UNUSED_COMPONENTS = [
  'Affix',
  'Anchor',
  'BackTop',
  'BorderBeam',
  'Breadcrumb',
  'Calendar',
  'Carousel',
  'Collapse',
  'ColorPicker',
  'FloatButton',
  'Listy',
  'Masonry',
  'Mentions',
  // Lists are the plain table and pager (lib/table/): antd Table and Pagination draw nowhere.
  'Pagination',
  'Rate',
  'Slider',
  'Splitter',
  'Steps',
  'Table',
  'Tour',
  'Transfer',
  'TreeSelect',
  'Watermark',
];

/** One registration of antd's style cache: its path key, its priority and its rules. */
interface StyleEntry {
  key: string;
  order: number;
  css: string;
}

type Extract = (
  value: unknown,
  effects: Record<string, boolean>,
  options: { plain: boolean },
) => [number, string, string] | null;

const require = createRequire(import.meta.url);

/**
 * Every style registration the components in use write for the console's theme, as antd's own
 * extraction renders them (`@ant-design/static-style-extract`, the same render as one sheet),
 * each kept apart with its priority. Plain rules, no hash classes (the theme says
 * `hashed: false`). Only `style` registrations: the token variables are antd's run-time part.
 */
export function antdStyleEntries(): StyleEntry[] {
  const cache = createCache();
  extractStyle({
    customTheme: (node: ReactElement) =>
      createElement(
        StyleProvider,
        { cache },
        createElement(ConfigProvider, { theme: { ...consoleTheme, zeroRuntime: false } }, node),
      ),
    excludes: UNUSED_COMPONENTS,
  });
  // The one function cssinjs's own extractStyle uses per registration (same package version).
  const { extract } = require('@ant-design/cssinjs/lib/hooks/useStyleRegister.js') as {
    extract: Extract;
  };
  const entries: (StyleEntry & { time: number })[] = [];
  const records = cache.cache as unknown as Map<string, [number, unknown]>;
  const updateTimes = (cache as unknown as { updateTimes: Map<string, number> }).updateTimes;
  for (const [key, [, value]] of records) {
    if (!key.startsWith('style%')) continue;
    // A fresh effects record per entry: each part carries the keyframes its rules name.
    const extracted = extract(value, {}, { plain: true });
    if (!extracted || extracted[2] === '') continue;
    entries.push({ key, order: extracted[0], css: extracted[2], time: updateTimes.get(key) ?? 0 });
  }
  // cssinjs's own order: by priority, then by when the registration was made.
  entries.sort((a, b) => a.order - b.order || a.time - b.time);
  return entries.map(({ key, order, css }) => ({ key, order, css }));
}

/**
 * The part a registration belongs to: the component path its key starts with
 * (`style%%Button-Button%ant-btn%anticon` → `Button-Button`, cssinjs-utils' genStyleUtils), the
 * reset shared by all components (`Shared`), or the icons' reset (`ant-design-icons`).
 */
export const partOf = (key: string) => key.split('%').filter(Boolean)[1]!;

const ANTD_ES = path.dirname(require.resolve('antd/es/index.js'));

/**
 * Which antd module writes each part: the style modules (`<component>/style/*.js`,
 * `_util/wave/style.js`) name their component path as literals
 * (`genStyleHooks('Button', …)`, `genStyleHooks(['Input', 'Shared'], …)`,
 * `genSubStyleComponent(['Form', 'item-item'], …)`); a single name stands for `Name-Name`. The
 * shared reset is written through `theme/internal.js`, which every style module imports; the
 * icons' reset by `theme/util/useResetIconStyle.js`.
 */
export function partModules(): Map<string, string> {
  const modules = new Map<string, string>([
    ['Shared', path.join(ANTD_ES, 'theme/internal.js')],
    ['ant-design-icons', path.join(ANTD_ES, 'theme/util/useResetIconStyle.js')],
  ]);
  const call = /\bgen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)\(\s*(\[[^\]]*\]|'[^']*')/g;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js')) {
        const code = readFileSync(full, 'utf8');
        for (const [, name] of code.matchAll(call)) {
          const cells = [...name!.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
          const key = (cells.length === 1 ? [cells[0], cells[0]] : cells).join('-');
          modules.set(key, full);
        }
      }
    }
  };
  walk(ANTD_ES);
  return modules;
}

/** A part's rules inside the antd layer of its priority (see `layerOrder`). */
const layered = (entries: StyleEntry[], orders: number[]) =>
  entries.map((entry) => `@layer antd.p${orders.indexOf(entry.order)}{${entry.css}}`).join('');

/**
 * The cascade layers, lowest first: `antd` as a whole below the console's own unlayered rules
 * (as antd's `StyleProvider layer` arranges), and inside it one layer per priority, so a part
 * that loads late still sits where antd's run-time insertion would have put it (a form's rules
 * under the components', the sub-styles above them) whatever order the chunks arrive in.
 */
const layerOrder = (orders: number[]) =>
  `@layer antd;@layer ${orders.map((_, index) => `antd.p${index}`).join(',')};\n`;

export interface AntdStyleParts {
  orders: number[];
  /** Part key → its entries in cssinjs order. */
  parts: Map<string, StyleEntry[]>;
  /** Absolute module path → the part keys it imports. */
  importsOf: Map<string, string[]>;
}

/** The parts, each assigned to the module that writes it; a part with no module stops the build. */
export function antdStyleParts(): AntdStyleParts {
  const entries = antdStyleEntries();
  const orders = [...new Set(entries.map((entry) => entry.order))].sort((a, b) => a - b);
  const parts = new Map<string, StyleEntry[]>();
  for (const entry of entries) {
    const key = partOf(entry.key);
    parts.set(key, [...(parts.get(key) ?? []), entry]);
  }
  const modules = partModules();
  const importsOf = new Map<string, string[]>();
  for (const key of parts.keys()) {
    const module = modules.get(key);
    if (!module) throw new Error(`antd styles: no antd module writes the style part ${key}`);
    importsOf.set(module, [...(importsOf.get(module) ?? []), key]);
  }
  return { orders, parts, importsOf };
}

const partFile = (key: string) => `${PART_PREFIX}${encodeURIComponent(key)}.css`;
const resolved = (id: string) => `\0${id}`;

export function antdStyles(): Plugin {
  let styles: AntdStyleParts | undefined;
  let isBuild = false;
  const load = () => (styles ??= antdStyleParts());
  const normalise = (id: string) => id.split('?')[0]!.replaceAll('\\', '/');
  return {
    name: 'console:antd-styles',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      if (id === LAYERS_ID || id === ALL_ID || id.startsWith(PART_PREFIX)) return resolved(id);
      return null;
    },
    load(id) {
      if (!id.startsWith('\0')) return null;
      const virtual = id.slice(1);
      if (virtual !== LAYERS_ID && virtual !== ALL_ID && !virtual.startsWith(PART_PREFIX)) {
        return null;
      }
      // The component tests draw with antd's run-time rules (console-theme.ts).
      if (process.env.VITEST) return '';
      const { orders, parts } = load();
      if (virtual === LAYERS_ID) return layerOrder(orders);
      // Built, each part comes with its module (transform below); served for development,
      // antd is pre-bundled apart from the plugins, so the scope takes every part at once.
      if (virtual === ALL_ID) {
        return isBuild ? '' : [...parts.values()].map((part) => layered(part, orders)).join('\n');
      }
      const key = decodeURIComponent(virtual.slice(PART_PREFIX.length, -'.css'.length));
      const part = parts.get(key);
      if (!part) throw new Error(`antd styles: unknown part ${key}`);
      return layered(part, orders);
    },
    transform(code, id) {
      if (!isBuild || process.env.VITEST || !id.includes('/antd/es/')) return null;
      const keys = load().importsOf.get(path.resolve(normalise(id)));
      if (!keys) return null;
      const imports = keys.map((key) => `import ${JSON.stringify(partFile(key))};`).join('\n');
      return { code: `${imports}\n${code}`, map: null };
    },
  };
}
