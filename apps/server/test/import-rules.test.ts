import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server's import rules (apps/server/tooling/import-rules.js) run in `npm run lint`; here each
// one is shown to refuse a deliberate violation, judged with the repository's own lint config.

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });
// The table rules (docs/server.md "One writer per table"), as eslint.config.js has them.
const withTableRules = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['apps/server/**'],
    rules: { 'server/one-writer': 'error', 'server/own-tables': 'error' },
  },
});

async function problems(file: string, text: string, linter = eslint) {
  const [result] = await linter.lintText(text, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId?.startsWith('server/') || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const source = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('server import rules', () => {
  it('accept the files as they are', async () => {
    expect(
      await problems(
        'apps/server/src/identity/membership.ts',
        source('apps/server/src/identity/membership.ts'),
      ),
    ).toEqual([]);
    expect(
      await problems(
        'apps/server/src/modules/audit/queries.ts',
        source('apps/server/src/modules/audit/queries.ts'),
      ),
    ).toEqual([]);
  });

  it('refuse an import up a floor: http and identity import no module', async () => {
    expect(
      await problems(
        'apps/server/src/http/envelope.ts',
        `import { ownUploads } from '../modules/uploads/index.ts';\nexport const x = ownUploads;\n`,
      ),
    ).toEqual(['http must not import modules/uploads (it sits on the same floor or above)']);
    expect(
      await problems(
        'apps/server/src/identity/users.ts',
        `import { requireUser } from '../plugins/auth-plugin.ts';\nexport const x = requireUser;\n`,
      ),
    ).toEqual([
      'identity must not import plugins (it sits on the same floor or above)',
      // plugins import identity, so this import also closes a circle
      'import circle: identity/users.ts -> plugins/auth-plugin.ts -> identity/index.ts -> identity/users.ts',
    ]);
  });

  it('refuse telemetry below main.ts: only the entry loads OpenTelemetry', async () => {
    expect(
      await problems(
        'apps/server/src/app.ts',
        `import { startTelemetry } from './telemetry/start.ts';\nexport const x = startTelemetry;\n`,
      ),
    ).toEqual(['app.ts must not import telemetry (it sits on the same floor or above)']);
    expect(
      await problems(
        'apps/server/src/telemetry/start.ts',
        source('apps/server/src/telemetry/start.ts'),
      ),
    ).toEqual([]);
  });

  it("refuse another module's internals, and accept its index", async () => {
    expect(
      await problems(
        'apps/server/src/modules/orders/x.ts',
        `import { ownUploads } from '../uploads/service.ts';\nexport const x = ownUploads;\n`,
      ),
    ).toEqual([
      "modules/orders imports modules/uploads/service.ts: another module's internals (import its index.ts)",
    ]);
    expect(
      await problems(
        'apps/server/src/modules/orders/x.ts',
        `import { ownUploads } from '../uploads/index.ts';\nexport const x = ownUploads;\n`,
      ),
    ).toEqual([]);
  });

  it('refuse an import circle', async () => {
    // identity-types.ts is imported by identity-cache.ts: importing the cache back closes a circle.
    const text = `${source('apps/server/src/identity/identity-types.ts')}\nimport { IDENTITY_TTL_MS } from './identity-cache.ts';\nexport const ttl = IDENTITY_TTL_MS;\n`;
    const found = await problems('apps/server/src/identity/identity-types.ts', text);
    expect(found).toEqual([
      'import circle: identity/identity-types.ts -> identity/identity-cache.ts -> identity/identity-types.ts',
    ]);
  });

  it('refuse a bare API code outside the contract and the tests', async () => {
    const bare = "export const stale = (code: string) => code === '1004';\n";
    const refusal = [
      'Name the API code: apiCodes or SERVER_ERROR_CODE from @console/contract/api-codes.',
    ];
    expect(await problems('apps/web/src/lib/x.ts', bare)).toEqual(refusal);
    expect(await problems('apps/server/src/modules/orders/x.ts', bare)).toEqual(refusal);
    expect(await problems('apps/web/src/lib/x.test.ts', bare)).toEqual([]);
  });
});

describe('server table rules', () => {
  const tableProblems = (file: string, text: string) => problems(file, text, withTableRules);
  const docs = 'docs/server.md "One writer per table"';
  // A table no file writes (the tally is a trigger's), written from a file given as text.
  const tally = [
    "import type { Db } from '../../db/client.ts';",
    "import { orderTallies } from '../../db/schema.ts';",
    'export const clear = (db: Db) => db.delete(orderTallies);',
    '',
  ].join('\n');

  it("accept a table's one writer, in its own area, and the exempt seeds", async () => {
    for (const file of [
      'apps/server/src/write/trail-append.ts',
      'apps/server/src/modules/uploads/upload-store.ts',
      'apps/server/src/adapters/file-storage.ts',
      'apps/server/src/demo/seed-demo-shop.ts',
    ]) {
      expect(await tableProblems(file, source(file))).toEqual([]);
    }
    // A file of the owning area, alone to write the table.
    expect(await tableProblems('apps/server/src/modules/orders/x.ts', tally)).toEqual([]);
  });

  it("refuse a second file writing a table, and a write to another area's table", async () => {
    const second = [
      "import { sql } from 'drizzle-orm';",
      "import type { Db } from '../../db/client.ts';",
      "import { trailEntries, trailHeads as heads } from '../../db/schema.ts';",
      'export async function rewrite(db: Db) {',
      '  await db.update(trailEntries).set({ action: "x" });',
      '  await db.execute(sql`update ${heads} set seq = 0`);',
      '  await db.execute(sql`DELETE FROM trail_heads WHERE scope = ${1}`);',
      '}',
      '',
    ].join('\n');
    const elsewhere = (table: string) =>
      `${table} is also written by write/trail-append.ts: one file writes a table (${docs})`;
    const foreign = (table: string) =>
      `modules/orders writes ${table}, a table of write: go through its door (${docs})`;
    expect(await tableProblems('apps/server/src/modules/orders/x.ts', second)).toEqual([
      elsewhere('trailEntries'),
      foreign('trailEntries'),
      elsewhere('trailHeads'),
      foreign('trailHeads'),
      elsewhere('trailHeads'),
      foreign('trailHeads'),
    ]);

    // The one writer of a table, but outside the area that owns it.
    expect(await tableProblems('apps/server/src/modules/reviews/x.ts', tally)).toEqual([
      `modules/reviews writes orderTallies, a table of modules/orders: go through its door (${docs})`,
    ]);

    // What only looks like a write: a Map's delete, a read, a later "update".
    const lookalikes = [
      "import { sql } from 'drizzle-orm';",
      "import type { Db } from '../../db/client.ts';",
      "import { trailHeads } from '../../db/schema.ts';",
      'const seen = new Map<number, number>();',
      'export const forget = (id: number) => seen.delete(id);',
      'export const read = (db: Db) => db.select().from(trailHeads);',
      'export const locked = sql`select 1 from ${trailHeads} for update skip locked`;',
      '',
    ].join('\n');
    expect(await tableProblems('apps/server/src/modules/orders/x.ts', lookalikes)).toEqual([]);
  });

  it('refuse a table no area owns, where it is declared', async () => {
    const file = 'apps/server/src/db/schema-shop.ts';
    const text = `${source(file)}\nexport const shopNotes = pgTable('shop_notes', { id: integer('id') });\n`;
    expect(await tableProblems(file, text)).toEqual([
      `shopNotes has no owning area: add it to TABLE_OWNERS in apps/server/tooling/table-rules.js (${docs})`,
    ]);
  });
});
