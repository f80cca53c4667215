import { and, eq } from 'drizzle-orm';
import { chatMessages, conversations } from '../../db/schema.ts';
import { membersMayRead, type AttachmentReader } from '../uploads/index.ts';
import { merchantsShowingImage } from './quick-reply-images.ts';

/**
 * Who reads an image sent in a conversation (docs/api.md "Uploads", Attachments): a
 * member holding `chat:reply`, as the conversation; the conversation's customer through the
 * storefront.
 */
export const chatAttachments: AttachmentReader = {
  kind: 'chat',
  async member(db, uploadId, viewer) {
    const sent = await db
      .select({ merchantId: conversations.merchantId })
      .from(chatMessages)
      .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
      .where(eq(chatMessages.imageId, uploadId));
    const merchantIds = sent.map((message) => message.merchantId);
    return membersMayRead(db, viewer, merchantIds, ['chat:reply']);
  },
  async customer(db, uploadId, customerId) {
    const [sent] = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
      .where(and(eq(chatMessages.imageId, uploadId), eq(conversations.customerId, customerId)))
      .limit(1);
    return sent !== undefined;
  },
};

/**
 * Who reads a quick reply's image (docs/api.md "Uploads", Attachments): an active member of its
 * merchant holding `chat:reply`. No customer: once a message sends it, the conversation's
 * customer reads it as a chat image (`chatAttachments`).
 */
export const quickReplyAttachments: AttachmentReader = {
  kind: 'quick_reply',
  async member(db, uploadId, viewer) {
    return membersMayRead(db, viewer, await merchantsShowingImage(db, uploadId), ['chat:reply']);
  },
};
