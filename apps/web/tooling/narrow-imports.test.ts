import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { NARROWED_IMPORTS, narrowImports } from './narrow-imports';

const require = createRequire(import.meta.url);

type Named = { type: string; imported?: { name: string }; exported?: { name: string } };
type Statement = {
  type: string;
  source?: { value: string } | null;
  specifiers?: Named[];
  declaration?: { type: string; id?: { name: string } } | null;
};

function program(file: string): Statement[] {
  const { program } = parseSync(file, readFileSync(file, 'utf8'), { lang: 'js' });
  return program.body as unknown as Statement[];
}

/** The names `file` imports from `source`. */
function namesImported(file: string, source: string): string[] {
  return program(file)
    .filter((s) => s.type === 'ImportDeclaration' && s.source?.value === source)
    .flatMap((s) => s.specifiers ?? [])
    .map((s) => (s.type === 'ImportDefaultSpecifier' ? 'default' : (s.imported?.name ?? '*')));
}

function namesExported(file: string): string[] {
  return program(file).flatMap((s) => {
    if (s.type === 'ExportDefaultDeclaration') return ['default'];
    if (s.type !== 'ExportNamedDeclaration') return [];
    if (s.declaration?.id) return [s.declaration.id.name];
    return (s.specifiers ?? []).map((spec) => spec.exported?.name ?? '');
  });
}

describe('narrowed imports', () => {
  it.each(NARROWED_IMPORTS.map((rule) => [rule.source, rule]))(
    'the file standing for %s exports all its importer asks for',
    (_, rule) => {
      const asked = namesImported(require.resolve(rule.importer), rule.source);
      // The importer still imports from the package (else the rule is dead), and by name.
      expect(asked.length).toBeGreaterThan(0);
      expect(asked).not.toContain('*');
      expect(namesExported(require.resolve(rule.target))).toEqual(expect.arrayContaining(asked));
    },
  );
});

describe('narrowImports', () => {
  const hook = narrowImports().resolveId as unknown as (
    this: { resolve: (id: string) => Promise<{ id: string }> },
    source: string,
    importer: string | undefined,
    options: object,
  ) => Promise<{ id: string } | null>;
  const context = { resolve: async (id: string) => ({ id }) };

  it('points the named importer at the narrow file', async () => {
    const importer = '/app/node_modules/antd/es/form/context.js';
    expect(await hook.call(context, '@rc-component/form', importer, {})).toEqual({
      id: '@rc-component/form/es/FormContext.js',
    });
  });

  it('leaves every other importer of the package alone (antd Form needs the index)', async () => {
    const importer = '/app/node_modules/antd/es/form/Form.js';
    expect(await hook.call(context, '@rc-component/form', importer, {})).toBeNull();
  });
});
