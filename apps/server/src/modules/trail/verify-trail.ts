import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TrailVerifyContent } from '@console/contract/trail';
import type { Db } from '../../db/client.ts';
import { trailEntries, trailHeads } from '../../db/schema.ts';

/** Entries read and checked per query: memory stays flat however long the chain. */
const VERIFY_BATCH = 5000;

const t = trailEntries;

/** The database's own `trail_hash` (migration 0027) over the stored columns, compared. */
const intact = sql<boolean>`trail_hash(${t.prevHash}, ${t.scope}, ${t.seq}, ${t.at}, ${t.actorType}, ${t.actorId}, ${t.actorName}, ${t.action}, ${t.objectType}, ${t.objectId}, ${t.before}, ${t.after}, ${t.ip}, ${t.userAgent}, ${t.requestId}) = ${t.hash}`;

type Break = NonNullable<TrailVerifyContent['firstBreak']>;

/** A sealed entry's chain columns (the walk reads only sealed ones: seq > the previous). */
const chained = {
  id: t.id,
  seq: sql<number>`${t.seq}`.mapWith(Number),
  prevHash: sql<string>`${t.prevHash}`,
  hash: sql<string>`${t.hash}`,
  intact,
};

/**
 * Walks a scope's chain (docs/trail.md "Verifying") from its checkpoint in seq order, in
 * batches, and answers where it first breaks: an entry whose content does not give its hash
 * (`hash`: edited), that does not name the hash before it (`link`: one before it was deleted or
 * edited), whose seq skips one (`gap`), or a head that does not end where the entries end
 * (`head`: the last ones deleted, or some appended past it). One snapshot (repeatable read), so
 * sealing and retention running meanwhile neither break nor move what it reads. Entries not
 * sealed yet are counted apart: the chain does not cover them until they are.
 */
export async function verifyTrail(db: Db, scope: number): Promise<TrailVerifyContent> {
  return db.transaction(
    async (tx) => {
      const [head] = await tx.select().from(trailHeads).where(eq(trailHeads.scope, scope));
      const headSeq = head?.seq ?? 0;
      const headHash = head?.hash ?? '';
      const checkpointSeq = head?.checkpointSeq ?? 0;
      let previous = {
        seq: checkpointSeq,
        hash: head?.checkpointHash ?? '',
        id: null as number | null,
      };
      let checked = 0;
      const [{ unsealed } = { unsealed: 0 }] = await tx
        .select({ unsealed: count() })
        .from(t)
        .where(and(eq(t.scope, scope), isNull(t.seq)));
      const answer = (firstBreak: Break | null): TrailVerifyContent => ({
        scope,
        checked,
        headSeq,
        headHash,
        checkpointSeq,
        unsealed,
        ok: firstBreak === null,
        firstBreak,
      });
      for (;;) {
        const rows = await tx
          .select(chained)
          .from(t)
          .where(and(eq(t.scope, scope), gt(t.seq, previous.seq)))
          .orderBy(asc(t.seq))
          .limit(VERIFY_BATCH);
        for (const row of rows) {
          checked += 1;
          const at = { seq: row.seq, id: row.id };
          if (!row.intact) return answer({ ...at, reason: 'hash' });
          if (row.prevHash !== previous.hash) return answer({ ...at, reason: 'link' });
          if (row.seq !== previous.seq + 1) return answer({ ...at, reason: 'gap' });
          if (row.seq > headSeq) return answer({ ...at, reason: 'head' });
          previous = row;
        }
        if (rows.length < VERIFY_BATCH) break;
      }
      if (previous.seq !== headSeq) return answer({ seq: headSeq, id: null, reason: 'head' });
      if (previous.hash !== headHash)
        return answer({ seq: headSeq, id: previous.id, reason: 'head' });
      return answer(null);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
