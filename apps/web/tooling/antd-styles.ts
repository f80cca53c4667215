import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { createElement } from 'react';
import type { Plugin } from 'vite';
import { consoleTheme } from '../src/lib/theme/console-theme.ts';

// docs/web.md "antd's styles": antd draws its components' styles at run time unless told
// otherwise; the console tells it (`zeroRuntime`, console-theme.ts) and ships them as a
// stylesheet written at build time instead. The theme's tokens stay CSS variables that antd
// sets at run time (one small rule per theme), so the nested dark header themes still apply.

/** The module antd-scope.tsx imports: the stylesheet this plugin writes. */
const ANTD_STYLES_ID = 'virtual:antd-styles.css';
const RESOLVED_ID = '\0antd-styles.css';

/**
 * antd components the console draws nowhere, directly or inside another antd component: their
 * styles are left out of the sheet. `antd-styles.test.ts` fails when the app imports one of them.
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

/**
 * The rules of every other component for the console's theme, without hash classes (the theme
 * says `hashed: false`), inside the `antd` cascade layer: the console's own stylesheets are
 * unlayered, so they win over antd's whatever the order the browser loaded them in, as antd's
 * own `StyleProvider layer` arranges. The token variables the extraction wrote for its own
 * render (rules on `.css-var-…`) are left out: antd writes the page's own at run time.
 */
export function antdStyleSheet(): string {
  const css = extractStyle({
    customTheme: (node) =>
      createElement(ConfigProvider, { theme: { ...consoleTheme, zeroRuntime: false } }, node),
    excludes: UNUSED_COMPONENTS,
  });
  // A token block is one rule whose selector starts with the extraction's variable class.
  const withoutTokenBlocks = css.replace(/(?<=^|\})\.css-var-[^{},]*\{[^}]*\}/g, '');
  return `@layer antd{${withoutTokenBlocks}}\n`;
}

export function antdStyles(): Plugin {
  let sheet: string | undefined;
  return {
    name: 'console:antd-styles',
    resolveId(id) {
      return id === ANTD_STYLES_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      // The component tests draw with antd's run-time rules (console-theme.ts).
      if (process.env.VITEST) return '';
      sheet ??= antdStyleSheet();
      return sheet;
    },
  };
}
