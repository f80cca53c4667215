import { eq, isNull, and, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trailEntries } from '../src/db/schema.ts';
import { verifyTrail } from '../src/modules/trail/index.ts';
import { appendTrail } from '../src/write/trail-append.ts';
import { createTrailSealer } from '../src/write/trail-sealer.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { memberAt, trailApi } from './trail-fixtures.ts';

// docs/trail.md "The chain": a write appends its entries unsealed and takes no lock of the
// trail's; the sealer chains them after commit, and any node's sweep seals what a stopped node
// left. Node B shares node A's database with a pool of its own (on PostgreSQL), as a second node
// does; both sweeps are off so that the tests drive every sealing themselves.
const onPostgres = process.env.TEST_DB_DRIVER === 'pg';
const NO_SWEEP = { TRAIL_SEAL_SWEEP_SECONDS: '0' };

let nodeA: TestApp;
let nodeB: TestApp;
let trail: ReturnType<typeof trailApi>;
beforeAll(async () => {
  nodeA = await createTestApp({ env: NO_SWEEP });
  nodeB = await createTestApp({ env: NO_SWEEP, shareDatabaseOf: nodeA, ownPool: true });
  trail = trailApi(nodeA);
});
afterAll(async () => {
  await nodeB?.close();
  await nodeA?.close();
});

const unsealedOf = (scope: number) =>
  nodeA.db
    .select({ id: trailEntries.id })
    .from(trailEntries)
    .where(and(eq(trailEntries.scope, scope), isNull(trailEntries.seq)));

/** An entry committed by a node that stopped before sealing it: appended, never sealed. */
async function strandedEntry(userId: number, scope: number, objectId: number) {
  await nodeA.db.transaction((tx) =>
    appendTrail(tx, memberAt(userId, 'req-stranded'), nodeA.clock.now(), [
      { scope, action: 'edit', objectType: 'order', objectId, before: null, after: { n: 1 } },
    ]),
  );
}

describe('sealing', () => {
  it('verifies only sealed entries and counts the rest apart until a sweep seals them', async () => {
    const { owner, merchant } = await trail.shop();
    await trail.record(memberAt(owner.id), merchant.id, [{ objectId: 1 }]);
    await nodeA.app.trailSealer.settle();
    await strandedEntry(owner.id, merchant.id, 2);
    await strandedEntry(owner.id, merchant.id, 3);
    expect(await verifyTrail(nodeA.db, merchant.id)).toMatchObject({
      ok: true,
      checked: 1,
      headSeq: 1,
      unsealed: 2,
    });
    // Any node's sweep seals them, in the order they were appended.
    await nodeB.app.trailSealer.sweep();
    expect(await unsealedOf(merchant.id)).toEqual([]);
    const entries = await nodeA.trailOf(merchant.id);
    expect(entries.map((entry) => [entry.seq, entry.objectId])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(entries[2]!.prevHash).toBe(entries[1]!.hash);
    expect(await verifyTrail(nodeA.db, merchant.id)).toMatchObject({
      ok: true,
      checked: 3,
      headSeq: 3,
      headHash: entries[2]!.hash,
      unsealed: 0,
    });
  });

  it('lists and exports an entry not sealed yet, with no seq and no hash', async () => {
    const { owner, merchant } = await trail.shop();
    await strandedEntry(owner.id, merchant.id, 7);
    const listed = await trail.list(owner, merchant.id);
    expect(listed.body.content.entries).toMatchObject([{ objectId: 7, seq: null }]);
    const csv = await nodeA.call('GET', '/api/trail/export.csv', {
      token: owner.token,
      query: { merchants_id: String(merchant.id) },
      locale: 'en-US',
    });
    const [, line] = csv.raw.toString('utf8').split('\r\n');
    // The last two cells, seq and hash, are empty; the line is whole.
    expect(line).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,Member,.*,req-stranded,,$/);
    await nodeA.app.trailSealer.sweep();
    const sealed = await trail.list(owner, merchant.id);
    expect(sealed.body.content.entries).toMatchObject([{ objectId: 7, seq: 1 }]);
  });

  it('leaves no seq taken twice when two nodes seal one scope at once', async () => {
    const { owner, merchant } = await trail.shop();
    const writes = Array.from({ length: 30 }, (_, n) => {
      const node = n % 2 === 0 ? nodeA : nodeB;
      return node.app.write(memberAt(owner.id, `req-${n}`), async (w) => {
        await w.tx.execute(sql`select pg_sleep(0.002)`);
        w.record({
          scope: merchant.id,
          action: 'edit',
          objectType: 'order',
          objectId: n + 1,
          before: null,
          after: { n },
        });
      });
    });
    // Sweeps of both nodes and of a third sealer run among the writes' own sealing.
    const third = createTrailSealer({
      db: nodeB.db,
      onError: (error) => {
        throw error;
      },
    });
    await Promise.all([
      ...writes,
      nodeA.app.trailSealer.sweep(),
      nodeB.app.trailSealer.sweep(),
      third.sweep(),
    ]);
    await Promise.all([nodeA.app.trailSealer.settle(), nodeB.app.trailSealer.settle()]);
    const entries = await nodeA.trailOf(merchant.id);
    expect(entries.map((entry) => entry.seq)).toEqual(Array.from({ length: 30 }, (_, n) => n + 1));
    expect(new Set(entries.map((entry) => entry.objectId)).size).toBe(30);
    expect(await verifyTrail(nodeA.db, merchant.id)).toMatchObject({
      ok: true,
      checked: 30,
      unsealed: 0,
    });
  });

  it.skipIf(!onPostgres)(
    "never makes a write wait for its scope's head: a held head only delays the sealing",
    async () => {
      const { owner, merchant } = await trail.shop();
      await trail.record(memberAt(owner.id), merchant.id, [{ objectId: 1 }]);
      await nodeA.app.trailSealer.settle();
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      // Node B holds the head as a sealer (or retention) does while it works.
      const holder = nodeB.db.transaction(async (tx) => {
        await tx.execute(sql`select seq from trail_heads where scope = ${merchant.id} for update`);
        holding();
        await released;
      });
      await held;
      // Node A writes twice meanwhile: both answer; their entries wait unsealed.
      await trail.record(memberAt(owner.id), merchant.id, [{ objectId: 2 }]);
      await trail.record(memberAt(owner.id), merchant.id, [{ objectId: 3 }]);
      expect(await unsealedOf(merchant.id)).toHaveLength(2);
      release();
      await holder;
      const entries = await nodeA.trailOf(merchant.id);
      expect(entries.map((entry) => entry.objectId)).toEqual([1, 2, 3]);
      expect(await verifyTrail(nodeA.db, merchant.id)).toMatchObject({ ok: true, checked: 3 });
    },
  );
});
