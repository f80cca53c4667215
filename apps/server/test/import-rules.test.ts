import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server's import rules (apps/server/tooling/import-rules.js) run in `npm run lint`; here each
// one is shown to refuse a deliberate violation, judged with the repository's own lint config.

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, text: string) {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
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
