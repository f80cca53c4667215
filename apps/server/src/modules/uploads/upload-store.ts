import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { MessageKey } from '@console/contract/messages';
import type { Db } from '../../db/client.ts';
import { uploads, type UPLOAD_ATTACHMENT_KINDS } from '../../db/schema.ts';
import { fieldError } from '../../http/app-error.ts';
import { newUploadId } from './upload-id.ts';

// The one file that writes the uploads table (docs/server.md "One writer per table"): a new
// file's row, its removal when its bytes could not be kept, and its claim by an object.

/** Who uploads: a staff member, or (chat images) a customer. */
export type UploadOwner = { userId: number } | { customerId: number };

type NewUpload = Omit<
  typeof uploads.$inferInsert,
  'id' | 'attachedKind' | 'attachedId' | 'attachedMerchantId'
>;

/** A new upload's row, under a random id (docs/database.md "Upload ids"). */
export async function insertUpload(db: Db, values: NewUpload) {
  // A random id may, in theory, be taken already: draw another (1 in 2^52 per upload).
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await db
      .insert(uploads)
      .values({ ...values, id: newUploadId() })
      .onConflictDoNothing({ target: uploads.id })
      .returning();
    if (row) return row;
  }
  throw new Error('no free upload id after 5 draws');
}

/** Removes the row of an upload whose bytes were not kept. */
export async function dropUpload(db: Db, id: number): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}

/**
 * The object an upload is attached to (docs/api.md "Uploads", attachment rule): `objectId` is
 * the record, licence, activity, review or conversation id, the merchant id for a shop profile
 * (logo and cover are one object) and the user id for an avatar.
 */
type UploadAttachment = {
  kind: (typeof UPLOAD_ATTACHMENT_KINDS)[number];
  objectId: number;
  /** The merchant the object belongs to; null for an onboarding record and an avatar. */
  merchantId: number | null;
};

const ownedBy = (owner: UploadOwner) =>
  'userId' in owner ? eq(uploads.userId, owner.userId) : eq(uploads.customerId, owner.customerId);

/**
 * Binds the uploads `ids` to one object, inside the attaching write's transaction. Each must be
 * the owner's own upload and bound to nothing yet or to this very object; the binding is
 * permanent (an image a later edit replaces stays bound: operators audit it). One conditional
 * UPDATE: of two concurrent attachments of one file to two objects, the second waits for the
 * first's row lock and then finds the file bound.
 *
 * A refusal is 1001 on `field`: `upload.attachedElsewhere` when every file is the owner's own
 * (so one is bound to another object), the area's `message` otherwise. It is thrown, so the
 * transaction, and whatever the write did in it, rolls back.
 */
export async function claimUploads(
  tx: Db,
  ids: number[],
  input: { owner: UploadOwner; field: string; message: MessageKey } & UploadAttachment,
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const { owner, kind, objectId, merchantId } = input;
  const claimed = await tx
    .update(uploads)
    .set({ attachedKind: kind, attachedId: objectId, attachedMerchantId: merchantId })
    .where(
      and(
        inArray(uploads.id, unique),
        ownedBy(owner),
        or(
          isNull(uploads.attachedKind),
          and(eq(uploads.attachedKind, kind), eq(uploads.attachedId, objectId)),
        ),
      ),
    )
    .returning({ id: uploads.id });
  if (claimed.length === unique.length) return;
  const own = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, unique), ownedBy(owner)));
  const bound = own.length === unique.length;
  throw fieldError(input.field, bound ? 'upload.attachedElsewhere' : input.message);
}
