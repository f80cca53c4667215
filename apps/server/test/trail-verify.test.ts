import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trailEntries, trailHeads } from '../src/db/schema.ts';
import { pruneTrail, verifyTrail } from '../src/modules/trail/index.ts';
import { makeOperator } from './audit-fixtures.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { memberAt, trailApi } from './trail-fixtures.ts';

// docs/trail.md "Verifying" and "Retention": each scope's chain walked from its checkpoint,
// where it first breaks; pruning that leaves the rest verifiable; who may ask.
let t: TestApp;
let trail: ReturnType<typeof trailApi>;
beforeAll(async () => {
  t = await createTestApp();
  trail = trailApi(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;

/** A shop whose chain holds `count` entries, one write each, a day apart up to now. */
async function chainOf(count: number) {
  const { owner, merchant } = await trail.shop();
  const now = t.clock.now().getTime();
  for (let n = 0; n < count; n++) {
    const at = new Date(now - (count - 1 - n) * DAY);
    await trail.record(memberAt(owner.id), merchant.id, [{ objectId: n + 1 }], at);
  }
  const entries = await t.trailOf(merchant.id);
  return { owner, merchant, entries };
}

const entryAt = async (scope: number, seq: number) =>
  (await t.trailOf(scope)).find((entry) => entry.seq === seq)!;
const removeEntry = (scope: number, seq: number) =>
  t.db.delete(trailEntries).where(and(eq(trailEntries.scope, scope), eq(trailEntries.seq, seq)));

describe('verifying a chain', () => {
  it('verifies 20 concurrent writes to one merchant, sealed one after another', async () => {
    const { owner, merchant } = await trail.shop();
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        t.app.write(memberAt(owner.id, `req-${n}`), async (w) => {
          // Some work in the transaction before the entry, so the writes overlap.
          await w.tx.execute(sql`select pg_sleep(0.005)`);
          w.record({
            scope: merchant.id,
            action: 'edit',
            objectType: 'order',
            objectId: n + 1,
            before: { n: null },
            after: { n },
          });
        }),
      ),
    );
    const entries = await t.trailOf(merchant.id);
    expect(entries.map((entry) => entry.seq)).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
    expect(new Set(entries.map((entry) => entry.requestId)).size).toBe(20);
    const result = await verifyTrail(t.db, merchant.id);
    expect(result).toEqual({
      scope: merchant.id,
      checked: 20,
      headSeq: 20,
      headHash: entries[19]!.hash,
      checkpointSeq: 0,
      unsealed: 0,
      ok: true,
      firstBreak: null,
    });
  });

  it('reports an edited entry as a hash break at that entry', async () => {
    const { merchant } = await chainOf(5);
    const edited = await entryAt(merchant.id, 3);
    await t.db
      .update(trailEntries)
      .set({ after: { n: 999 } })
      .where(eq(trailEntries.id, edited.id));
    const result = await verifyTrail(t.db, merchant.id);
    expect(result).toMatchObject({
      ok: false,
      checked: 3,
      firstBreak: { seq: 3, id: edited.id, reason: 'hash' },
    });
  });

  it('reports a deleted entry as a link break at the one after it', async () => {
    const { merchant } = await chainOf(5);
    await removeEntry(merchant.id, 3);
    const next = await entryAt(merchant.id, 4);
    expect(await verifyTrail(t.db, merchant.id)).toMatchObject({
      ok: false,
      firstBreak: { seq: 4, id: next.id, reason: 'link' },
    });
  });

  it('reports a deletion whose next entry was chained again as a gap', async () => {
    const { merchant } = await chainOf(5);
    const before = await entryAt(merchant.id, 2);
    await removeEntry(merchant.id, 3);
    // Whoever deleted it re-chained the next entry over the one before, hash and all.
    const next = await entryAt(merchant.id, 4);
    await t.db.execute(sql`
      update trail_entries set prev_hash = ${before.hash},
        hash = trail_hash(${before.hash}, scope, seq, at, actor_type, actor_id, actor_name,
          action, object_type, object_id, before, after, ip, user_agent, request_id)
      where id = ${next.id}`);
    expect(await verifyTrail(t.db, merchant.id)).toMatchObject({
      ok: false,
      firstBreak: { seq: 4, id: next.id, reason: 'gap' },
    });
  });

  it('reports a deleted last entry as a head break', async () => {
    const { merchant } = await chainOf(4);
    await removeEntry(merchant.id, 4);
    expect(await verifyTrail(t.db, merchant.id)).toMatchObject({
      ok: false,
      checked: 3,
      headSeq: 4,
      firstBreak: { seq: 4, id: null, reason: 'head' },
    });
  });

  it('reports a head moved back over the last entry, and an entry appended past the head', async () => {
    const rewound = await chainOf(3);
    await t.db
      .update(trailHeads)
      .set({ seq: 2, hash: rewound.entries[1]!.hash })
      .where(eq(trailHeads.scope, rewound.merchant.id));
    expect(await verifyTrail(t.db, rewound.merchant.id)).toMatchObject({
      firstBreak: { seq: 3, id: rewound.entries[2]!.id, reason: 'head' },
    });
    const renamed = await chainOf(3);
    await t.db
      .update(trailHeads)
      .set({ hash: 'f'.repeat(64) })
      .where(eq(trailHeads.scope, renamed.merchant.id));
    expect(await verifyTrail(t.db, renamed.merchant.id)).toMatchObject({
      firstBreak: { seq: 3, id: renamed.entries[2]!.id, reason: 'head' },
    });
  });

  it('verifies a scope without entries', async () => {
    expect(await verifyTrail(t.db, 987_654_321)).toEqual({
      scope: 987_654_321,
      checked: 0,
      headSeq: 0,
      headHash: '',
      checkpointSeq: 0,
      unsealed: 0,
      ok: true,
      firstBreak: null,
    });
  });
});

describe('retention', () => {
  it('prunes the entries older than the period and verifies the rest from the checkpoint', async () => {
    const { owner, merchant, entries } = await chainOf(10);
    const other = await chainOf(2);
    // 10 entries a day apart up to now: keeping 3.5 days keeps the last 4.
    const pruned = await pruneTrail(t.db, { now: t.clock.now(), retentionDays: 3.5 });
    expect(pruned.get(merchant.id)).toBe(6);
    expect(pruned.has(other.merchant.id)).toBe(false);
    const kept = await t.trailOf(merchant.id);
    expect(kept.map((entry) => entry.seq)).toEqual([7, 8, 9, 10]);
    const [head] = await t.db.select().from(trailHeads).where(eq(trailHeads.scope, merchant.id));
    expect(head).toMatchObject({ seq: 10, checkpointSeq: 6, checkpointHash: entries[5]!.hash });
    expect(await verifyTrail(t.db, merchant.id)).toMatchObject({
      ok: true,
      checked: 4,
      checkpointSeq: 6,
      headSeq: 10,
    });
    // Sealing goes on from the head; a second pruning finds nothing more to take.
    await trail.record(memberAt(owner.id), merchant.id, [{}]);
    await t.app.trailSealer.settle();
    const again = await pruneTrail(t.db, { now: t.clock.now(), retentionDays: 3.5 });
    expect(again.has(merchant.id)).toBe(false);
    expect(await verifyTrail(t.db, merchant.id)).toMatchObject({ ok: true, checked: 5 });
    // A break after the checkpoint is still found; the checkpoint's own hash is what links.
    await t.db
      .update(trailHeads)
      .set({ checkpointHash: entries[4]!.hash })
      .where(eq(trailHeads.scope, merchant.id));
    expect(await verifyTrail(t.db, merchant.id)).toMatchObject({
      firstBreak: { seq: 7, id: kept[0]!.id, reason: 'link' },
    });
  });

  it('prunes a whole chain, leaving the head as its checkpoint', async () => {
    const { merchant, entries } = await chainOf(3);
    const later = new Date(t.clock.now().getTime() + 30 * DAY);
    expect((await pruneTrail(t.db, { now: later, retentionDays: 7 })).get(merchant.id)).toBe(3);
    expect(await t.trailOf(merchant.id)).toEqual([]);
    expect(await verifyTrail(t.db, merchant.id)).toMatchObject({
      ok: true,
      checked: 0,
      checkpointSeq: 3,
      headSeq: 3,
      headHash: entries[2]!.hash,
    });
  });
});

describe('GET /api/system/trail/verify', () => {
  it('answers platform admins, and 1003 to operators and merchants', async () => {
    const { owner, merchant, entries } = await chainOf(2);
    const admin = await makeOperator(t, 'admin');
    const op = await makeOperator(t, 'op');
    const ask = (token: string | undefined, scope: number | string = merchant.id) =>
      t.call('GET', '/api/system/trail/verify', { token, query: { scope: String(scope) } });
    const answer = await ask(admin.token);
    expect(answer.status).toBe(200);
    expect(answer.body.content).toEqual({
      scope: merchant.id,
      checked: 2,
      headSeq: 2,
      headHash: entries[1]!.hash,
      checkpointSeq: 0,
      unsealed: 0,
      ok: true,
      firstBreak: null,
    });
    for (const token of [op.token, owner.token]) {
      const refused = await ask(token);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('1003');
    }
    expect((await ask(undefined)).status).toBe(401);
    expect((await ask(admin.token, 'x')).status).toBe(400);
    // The platform's own scope (0) is verified alike.
    expect((await ask(admin.token, 0)).body.content).toMatchObject({ scope: 0, ok: true });
  });
});

describe('npm run trail:verify', () => {
  const script = path.resolve(import.meta.dirname, '../src/trail-verify.ts');
  const run = (args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, DATABASE_URL: t.testDatabase.url },
    }).then(
      (done) => ({ code: 0, out: done.stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, out: error.stdout }),
    );

  // One process opens a PGlite database at a time: the command is checked on PostgreSQL.
  it.skipIf(process.env.TEST_DB_DRIVER !== 'pg')(
    'prints each scope and exits 1 when one breaks',
    async () => {
      const intact = await chainOf(2);
      const broken = await chainOf(3);
      await removeEntry(broken.merchant.id, 3);
      const one = await run(['--scope', String(intact.merchant.id)]);
      expect(one.code).toBe(0);
      expect(one.out).toContain(`scope ${intact.merchant.id}: ok: 2 entries checked`);
      const both = await run([]);
      expect(both.code).toBe(1);
      expect(both.out).toContain(`scope ${broken.merchant.id}: BROKEN at seq 3: head`);
      expect(both.out).toContain(`scope ${intact.merchant.id}: ok`);
    },
  );
});
