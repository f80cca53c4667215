import { hasPermission, type PermissionKey } from '@console/contract/roles';
import type { Db } from '../../db/client.ts';
import { UPLOAD_ATTACHMENT_KINDS } from '../../db/schema.ts';
import { findActiveMembership, type SessionUser } from '../../identity/index.ts';

// docs/api.md "Uploads", Attachments: who may read a file is said by the area whose objects show
// it, not by uploads, which knows no area's table. Each area hands uploads one reader for its
// attachment kind (modules/<area>/attachment-readers.ts); app.ts gives them all to
// createAttachmentReaders, once per app.

type AttachmentKind = (typeof UPLOAD_ATTACHMENT_KINDS)[number];

/**
 * What an area says of one upload for one viewer: `true` or `false` when one of its objects
 * shows the file (true: the viewer may read one of them, so its files), `null` when none of its
 * objects shows it.
 */
export type Readable = boolean | null;

export type AttachmentReader = {
  kind: AttachmentKind;
  /** A staff member (operators read every file: they never get here). */
  member: (db: Db, uploadId: number, viewer: SessionUser) => Promise<Readable>;
  /** A customer (storefront); a kind without it shows its files to no customer. */
  customer?: (db: Db, uploadId: number, customerId: number) => Promise<boolean>;
};

/** The readers of an app, one per attachment kind. */
export type AttachmentReaders = ReadonlyMap<AttachmentKind, AttachmentReader>;

/** Every kind must have exactly one reader: the app does not start otherwise. */
export function createAttachmentReaders(readers: readonly AttachmentReader[]): AttachmentReaders {
  const byKind = new Map<AttachmentKind, AttachmentReader>();
  for (const reader of readers) {
    if (byKind.has(reader.kind)) throw new Error(`two readers of ${reader.kind} attachments`);
    byKind.set(reader.kind, reader);
  }
  const missing = UPLOAD_ATTACHMENT_KINDS.filter((kind) => !byKind.has(kind));
  if (missing.length > 0) throw new Error(`no reader of ${missing.join(', ')} attachments`);
  return byKind;
}

/**
 * The merchant rule most kinds share: may `viewer` read the files of objects of these merchants?
 * An active member of an active merchant (a disabled or removed member reads nothing), holding
 * one of `needs` when given. `null` when no merchant is given: no object shows the file.
 */
export async function membersMayRead(
  db: Db,
  viewer: SessionUser,
  merchantIds: readonly number[],
  needs: readonly PermissionKey[] | null,
): Promise<Readable> {
  if (merchantIds.length === 0) return null;
  for (const merchantId of new Set(merchantIds)) {
    const membership = await findActiveMembership(db, viewer.userId, merchantId);
    if (membership && (needs === null || needs.some((key) => hasPermission(membership, key)))) {
      return true;
    }
  }
  return false;
}
