// npm run trail:verify [-- --scope N ...] (docs/trail.md "Verifying"): walks each scope's chain
// from its checkpoint, as GET /api/system/trail/verify does, prints each scope's result and
// exits 1 when a chain breaks. Every scope that has a head or an entry without --scope. It
// reads the database the server is configured with (DATABASE_URL, or the embedded PGlite data
// directory, which one process opens at a time: stop the server first, or ask its endpoint).
import { parseArgs } from 'node:util';
import type { TrailVerifyContent } from '@console/contract/trail';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { trailScopes, verifyTrail } from './modules/trail/index.ts';

function describe(result: TrailVerifyContent): string {
  const from = result.checkpointSeq > 0 ? ` from checkpoint ${result.checkpointSeq}` : '';
  const unsealed = result.unsealed > 0 ? ` (${result.unsealed} more not sealed yet)` : '';
  const head = `head ${result.headSeq} ${result.headHash || '(none)'}${unsealed}`;
  if (!result.firstBreak) return `ok: ${result.checked} entries checked${from}; ${head}`;
  const { seq, id, reason } = result.firstBreak;
  return `BROKEN at seq ${seq}${id === null ? '' : ` (entry ${id})`}: ${reason}; ${result.checked} entries checked${from}; ${head}`;
}

function scopesAsked(): number[] | undefined {
  const { values } = parseArgs({ options: { scope: { type: 'string', multiple: true } } });
  if (!values.scope) return undefined;
  return values.scope.map((text) => {
    if (!/^\d{1,15}$/.test(text)) throw new Error(`--scope ${text}: a merchant's id, or 0`);
    return Number(text);
  });
}

async function main(): Promise<number> {
  const asked = scopesAsked();
  const database = await createDatabase(loadConfig(process.env));
  try {
    const scopes = asked ?? (await trailScopes(database.db));
    if (scopes.length === 0) process.stdout.write('no trail entries yet\n');
    let broken = 0;
    for (const scope of scopes) {
      const result = await verifyTrail(database.db, scope);
      if (!result.ok) broken += 1;
      process.stdout.write(`scope ${scope}: ${describe(result)}\n`);
    }
    return broken > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
