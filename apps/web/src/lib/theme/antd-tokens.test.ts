import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { consoleTheme } from './console-theme';

// The CSS variables of antd-tokens.css are antd's tokens of the console theme, written out for
// the parts drawn without antd; each must equal what antd computes.
// Read as text: vitest hands CSS imports over empty.
const css = readFileSync(path.join(import.meta.dirname, 'antd-tokens.css'), 'utf8');
// `--console-border-radius-lg` is `borderRadiusLG`: antd writes the size suffixes in capitals.
const tokenName = (name: string) =>
  name
    .replace(/-(lg|sm|xs)$/, (suffix) => suffix.toUpperCase())
    .replace(/-([a-zA-Z])/g, (_, letter: string) => letter.toUpperCase());
const variables = [...css.matchAll(/--console-([a-z-]+):\s*([^;]+);/g)].map(
  ([, name, value]) => [tokenName(name!), value!] as const,
);
const tokens = theme.getDesignToken(consoleTheme) as unknown as Record<string, unknown>;

/** Spacing and quotes aside: `rgba(0,0,0,0.88)` is `rgba(0, 0, 0, 0.88)`, 2 is `2px`. */
function normalise(value: unknown): string {
  return String(value).replace(/\s+/g, '').replaceAll('"', "'").replace(/px$/, '');
}

describe('antd-tokens.css', () => {
  it('holds variables, each named after an antd token', () => {
    expect(variables.length).toBeGreaterThan(20);
    for (const [token] of variables) expect(tokens).toHaveProperty(token);
  });

  it.each(variables)('%s is antd’s', (token, value) => {
    expect(normalise(value)).toBe(normalise(tokens[token]));
  });
});
