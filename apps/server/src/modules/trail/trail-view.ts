import type { TrailEntry } from '@console/contract/trail';
import { isoTime } from '../../db/iso-time.ts';
import type { ColumnsRow } from '../../db/prepared.ts';
import { trailEntries } from '../../db/schema.ts';

const t = trailEntries;

/** The columns an entry shows, in the order they are read (db/prepared.ts `preparedColumns`). */
export const trailViewColumns = {
  id: t.id,
  seq: t.seq,
  at: isoTime(t.at),
  actorType: t.actorType,
  actorId: t.actorId,
  actorName: t.actorName,
  action: t.action,
  objectType: t.objectType,
  objectId: t.objectId,
  before: t.before,
  after: t.after,
  ip: t.ip,
  userAgent: t.userAgent,
  requestId: t.requestId,
};
type TrailViewRow = ColumnsRow<typeof trailViewColumns>;

/** The answer shape of one entry (contract trail.ts `trailEntry`). */
export function viewTrailEntry(row: TrailViewRow): TrailEntry {
  return {
    id: row.id,
    seq: row.seq,
    at: row.at,
    actor: { type: row.actorType, id: row.actorId, name: row.actorName },
    action: row.action,
    objectType: row.objectType,
    objectId: row.objectId,
    before: row.before,
    after: row.after,
    ip: row.ip,
    userAgent: row.userAgent,
    requestId: row.requestId,
  };
}
