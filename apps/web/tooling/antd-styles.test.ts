import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { antdStyleParts, antdStyles, UNUSED_COMPONENTS } from './antd-styles.ts';

const SRC = path.resolve(import.meta.dirname, '../src');
const require = createRequire(import.meta.url);
const antdFile = (file: string) =>
  path.join(path.dirname(require.resolve('antd/es/index.js')), file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The antd components the app's code imports (`import { Button, type X } from 'antd'`). */
function importedComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const code = readFileSync(file, 'utf8');
    for (const [, list] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
      for (const name of list!.split(',')) {
        const trimmed = name.trim();
        if (trimmed && !trimmed.startsWith('type ')) names.add(trimmed.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return names;
}

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: 'resolveId' | 'load' | 'transform', ...args: unknown[]) =>
  (plugin[hook] as Hook).call({}, ...args);

/** The plugin as `vite build` runs it, outside Vitest (where it writes nothing). */
function buildPlugin() {
  const plugin = antdStyles();
  (plugin.configResolved as Hook).call({}, { command: 'build' });
  return plugin;
}

function outsideVitest<T>(run: () => T): T {
  const saved = process.env.VITEST;
  delete process.env.VITEST;
  try {
    return run();
  } finally {
    process.env.VITEST = saved;
  }
}

describe('antd styles written at build time (docs/web.md "antd\'s styles")', () => {
  it('leaves out no component the app imports', () => {
    const imported = importedComponents();
    expect(imported.has('Button')).toBe(true);
    expect(UNUSED_COMPONENTS.filter((name) => imported.has(name))).toEqual([]);
  });

  const styles = antdStyleParts();
  const text = (key: string) => (styles.parts.get(key) ?? []).map((entry) => entry.css).join('');

  it('splits the rules into parts, each written by one antd module', () => {
    expect(text('Button-Button')).toContain('.ant-btn{');
    expect(text('Button-Button')).not.toContain('.ant-picker{');
    expect(text('DatePicker-DatePicker')).toContain('.ant-picker{');
    expect(text('Grid-Grid')).toContain('.ant-col-24{');
    // The reset every component shares, and the icons' reset.
    expect(text('Shared')).toMatch(/(^|\})a\{/);
    expect(text('ant-design-icons')).toContain('.anticon{');
    const moduleOf = (key: string) =>
      [...styles.importsOf].find(([, keys]) => keys.includes(key))?.[0];
    expect(moduleOf('Button-Button')).toBe(antdFile('button/style/index.js'));
    expect(moduleOf('Button-compact')).toBe(antdFile('button/style/compact.js'));
    expect(moduleOf('Wave-Wave')).toBe(antdFile('_util/wave/style.js'));
    expect(moduleOf('Shared')).toBe(antdFile('theme/internal.js'));
    // Every part has its module: antdStyleParts stops the build otherwise.
    const assigned = [...styles.importsOf.values()].flat();
    expect(assigned.sort()).toEqual([...styles.parts.keys()].sort());
  }, 60_000);

  it('keeps plain class names, no variable blocks and no excluded component', () => {
    const all = [...styles.parts.keys()].map(text).join('');
    // hashed: false in the theme, so the class names the components write match these rules.
    expect(all).not.toMatch(/:where\(\.css-/);
    // The extraction's own variable blocks are left out: antd writes the page's at run time.
    expect(all).not.toMatch(/(^|\})\.css-var-[^{},]*\{/);
    expect(all).not.toContain('.ant-color-picker');
    expect(all).not.toContain('.ant-table-wrapper');
    expect(all).not.toContain('.ant-pagination-item');
  });

  it("puts each part in the layer of its priority, declared in that order by the entry's sheet", () => {
    const plugin = buildPlugin();
    // A form's rules sit under the components' (priority -1000), sub-styles above (-998).
    expect(styles.orders).toEqual([-1000, -999, -998, 0]);
    const layers = outsideVitest(() => call(plugin, 'load', '\0virtual:antd-layers.css'));
    expect(layers).toBe('@layer antd;@layer antd.p0,antd.p1,antd.p2,antd.p3;\n');
    const part = (key: string) =>
      outsideVitest(() =>
        call(plugin, 'load', `\0virtual:antd-part/${encodeURIComponent(key)}.css`),
      ) as string;
    expect(part('Form-Form').startsWith('@layer antd.p0{.ant-form')).toBe(true);
    expect(part('Button-Button').startsWith('@layer antd.p1{')).toBe(true);
    expect(part('Button-compact').startsWith('@layer antd.p2{')).toBe(true);
    expect(part('ant-design-icons').startsWith('@layer antd.p3{.anticon{')).toBe(true);
    // Built, the scope's sheet is empty: the parts come with their modules.
    expect(outsideVitest(() => call(plugin, 'load', '\0virtual:antd-styles.css'))).toBe('');
  });

  it("makes each style module import its parts, and nothing else of antd's", () => {
    const plugin = buildPlugin();
    const transform = (file: string) =>
      outsideVitest(() => call(plugin, 'transform', 'export {};', file)) as { code: string } | null;
    expect(transform(antdFile('button/style/index.js'))?.code).toBe(
      'import "virtual:antd-part/Button-Button.css";\nexport {};',
    );
    expect(transform(antdFile('input/style/index.js'))?.code).toContain(
      'import "virtual:antd-part/Input-Shared.css";\nimport "virtual:antd-part/Input-Component.css";',
    );
    expect(transform(antdFile('button/index.js'))).toBeNull();
    expect(transform(path.join(SRC, 'main.tsx'))).toBeNull();
  });
});
