import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdStyleSheet, UNUSED_COMPONENTS } from './antd-styles.ts';

const SRC = path.resolve(import.meta.dirname, '../src');

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

describe('antd styles written at build time (docs/web.md "antd\'s styles")', () => {
  it('leaves out no component the app imports', () => {
    const imported = importedComponents();
    expect(imported.has('Button')).toBe(true);
    expect(UNUSED_COMPONENTS.filter((name) => imported.has(name))).toEqual([]);
  });

  it('holds the rules of the components in use, layered, without hash classes', () => {
    const sheet = antdStyleSheet();
    expect(sheet.startsWith('@layer antd{')).toBe(true);
    for (const rule of ['.ant-btn{', '.ant-tree', '.ant-menu', '.ant-tag-success', '.ant-picker']) {
      expect(sheet, rule).toContain(rule);
    }
    // hashed: false in the theme, so the class names the components write match these rules.
    expect(sheet).not.toMatch(/:where\(\.css-/);
    // The extraction's own variable blocks are left out: antd writes the page's at run time.
    expect(sheet).not.toMatch(/(^|\})\.css-var-[^{},]*\{/);
    // An excluded component's rules are not there.
    expect(sheet).not.toContain('.ant-color-picker');
    expect(sheet).not.toContain('.ant-table-wrapper');
    expect(sheet).not.toContain('.ant-pagination-item');
  }, 60_000);
});
