import type { Db } from '../../db/client.ts';
import type { uploads } from '../../db/schema.ts';
import type { SessionUser } from '../../identity/index.ts';
import type { AttachmentReader, AttachmentReaders } from './attachment-readers.ts';

type UploadRow = Pick<typeof uploads.$inferSelect, 'id' | 'userId' | 'customerId' | 'attachedKind'>;

/**
 * The readers to ask about a bound file: its kind's first (the object it is bound to shows it),
 * then the others, since a file attached to several objects before the attachment rule is read
 * through each of them (migration 0025 bound it to one; docs/api.md "Uploads").
 */
function readersOf(readers: AttachmentReaders, kind: NonNullable<UploadRow['attachedKind']>) {
  const first = readers.get(kind)!;
  return { first, others: [...readers.values()].filter((reader) => reader !== first) };
}

/**
 * May `viewer` read the upload (docs/api.md "Uploads": whoever may read the thing it is attached to,
 * no more)? Operators read every file (they audit records, licences and activities, including
 * images a later edit replaced). A file attached nowhere (bound to nothing: every attaching
 * write binds it) is its uploader's alone; once attached, the areas whose objects show it say
 * who reads it (their `AttachmentReader`), and the uploader has no right of their own (a
 * sub-account stripped of `licence:manage` stops seeing the licence images it uploaded). A file
 * no object shows any more (an edit replaced it) is its uploader's again.
 */
export async function mayReadUpload(
  db: Db,
  readers: AttachmentReaders,
  upload: UploadRow,
  viewer: SessionUser,
): Promise<boolean> {
  if (viewer.role === 'op' || viewer.role === 'admin') return true;
  const uploader = upload.userId === viewer.userId;
  if (upload.attachedKind === null) return uploader;
  const { first, others } = readersOf(readers, upload.attachedKind);
  const ask = (reader: AttachmentReader) => reader.member(db, upload.id, viewer);
  const bound = await ask(first);
  if (bound === true) return true;
  const answers = [bound, ...(await Promise.all(others.map(ask)))];
  if (answers.includes(true)) return true;
  return uploader && answers.every((answer) => answer === null);
}

/**
 * May the customer read the upload (GET /api/storefront/uploads/{id}, docs/chat.md)? Their own
 * upload, or a file an area shows them (an image sent in one of their conversations); nothing
 * else.
 */
export async function mayCustomerReadUpload(
  db: Db,
  readers: AttachmentReaders,
  upload: UploadRow,
  customerId: number,
): Promise<boolean> {
  if (upload.customerId === customerId) return true;
  if (upload.attachedKind === null) return false;
  const { first, others } = readersOf(readers, upload.attachedKind);
  for (const reader of [first, ...others]) {
    if (await reader.customer?.(db, upload.id, customerId)) return true;
  }
  return false;
}
