import { and, arrayContains, eq, or } from 'drizzle-orm';
import { hasPermission, type PermissionKey } from '@console/contract/roles';
import type { Db } from '../../db/client.ts';
import {
  activities,
  chatMessages,
  conversations,
  merchantLicences,
  merchantRecords,
  reviews,
  shopProfiles,
} from '../../db/schema.ts';
import type { SessionUser } from '../../identity/index.ts';
import { findActiveMembership } from '../../identity/index.ts';

/**
 * Where a file is attached, and what reading that thing needs (docs/api.md "Uploads"): an upload is
 * readable by whoever may read the thing it is attached to, no more.
 * - a signing-licence image: a member holding `licence:manage` (as GET /api/merchant/licence);
 * - an onboarding record's business-licence image: the record's owner;
 * - an activity cover: every active member (docs/activities.md; published covers are public
 *   through the storefront anyway);
 * - a shop logo or cover: every active member (as GET /api/shop/profile);
 * - a chat image: a member holding `chat:reply` (as the conversation, docs/chat.md "Safety");
 * - a review image: a member holding `review:reply` or `customer:view` (as the review).
 */
type Attachment =
  | { kind: 'merchant'; merchantId: number; needs: readonly PermissionKey[] | null }
  | { kind: 'record'; ownerId: number };

async function attachmentsOf(db: Db, uploadId: number): Promise<Attachment[]> {
  const [licences, records, covers, shops, chats, reviewed] = await Promise.all([
    db
      .select({ merchantId: merchantLicences.merchantId })
      .from(merchantLicences)
      .where(arrayContains(merchantLicences.imageIds, [uploadId])),
    db
      .select({ ownerId: merchantRecords.userId })
      .from(merchantRecords)
      .where(eq(merchantRecords.licenceImageId, uploadId)),
    db
      .select({ merchantId: activities.merchantId })
      .from(activities)
      .where(eq(activities.coverImageId, uploadId)),
    db
      .select({ merchantId: shopProfiles.merchantId })
      .from(shopProfiles)
      .where(or(eq(shopProfiles.logoImageId, uploadId), eq(shopProfiles.coverImageId, uploadId))),
    db
      .select({ merchantId: conversations.merchantId })
      .from(chatMessages)
      .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
      .where(eq(chatMessages.imageId, uploadId)),
    db
      .select({ merchantId: reviews.merchantId })
      .from(reviews)
      .where(arrayContains(reviews.imageIds, [uploadId])),
  ]);
  return [
    ...licences.map((row) => ({
      kind: 'merchant' as const,
      merchantId: row.merchantId,
      needs: ['licence:manage'] as const,
    })),
    ...records.map((row) => ({ kind: 'record' as const, ownerId: row.ownerId })),
    ...chats.map((row) => ({
      kind: 'merchant' as const,
      merchantId: row.merchantId,
      needs: ['chat:reply'] as const,
    })),
    ...reviewed.map((row) => ({
      kind: 'merchant' as const,
      merchantId: row.merchantId,
      needs: ['review:reply', 'customer:view'] as const,
    })),
    ...[...covers, ...shops].map((row) => ({
      kind: 'merchant' as const,
      merchantId: row.merchantId,
      needs: null,
    })),
  ];
}

async function mayReadAttachment(db: Db, attachment: Attachment, userId: number) {
  if (attachment.kind === 'record') return attachment.ownerId === userId;
  // Active membership of an active merchant: a disabled or removed member reads nothing.
  const membership = await findActiveMembership(db, userId, attachment.merchantId);
  if (!membership) return false;
  return (
    attachment.needs === null || attachment.needs.some((key) => hasPermission(membership, key))
  );
}

/**
 * May `viewer` read the upload? Operators read every file (they audit records, licences and
 * activities, including images a later edit replaced). A file attached nowhere yet is its
 * uploader's alone; once attached, the uploader has no right of their own, only the one the
 * thing it is attached to gives (a sub-account stripped of `licence:manage` stops seeing the
 * licence images it uploaded).
 */
export async function mayReadUpload(
  db: Db,
  upload: { id: number; userId: number | null },
  viewer: SessionUser,
): Promise<boolean> {
  if (viewer.role === 'op' || viewer.role === 'admin') return true;
  const attachments = await attachmentsOf(db, upload.id);
  if (attachments.length === 0) return upload.userId === viewer.userId;
  for (const attachment of attachments) {
    if (await mayReadAttachment(db, attachment, viewer.userId)) return true;
  }
  return false;
}

/**
 * May the customer read the upload (GET /api/storefront/uploads/{id}, docs/chat.md "Safety")? Their
 * own upload, or an image sent in one of their conversations; nothing else.
 */
export async function mayCustomerReadUpload(
  db: Db,
  upload: { id: number; customerId: number | null },
  customerId: number,
): Promise<boolean> {
  if (upload.customerId === customerId) return true;
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
    .where(and(eq(chatMessages.imageId, upload.id), eq(conversations.customerId, customerId)))
    .limit(1);
  return row !== undefined;
}
