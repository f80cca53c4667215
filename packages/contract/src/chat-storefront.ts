import { openingField } from './chat-targets.ts';
import { z } from 'zod';
import { idField } from './fields.ts';
import { keysetPage } from './paging.ts';
import {
  CONVERSATION_PAGE_MAX,
  CONVERSATION_PAGE_SIZE,
  chatMessage,
  chatReceipt,
  chatTextField,
  checkSend,
  clientIdField,
  lastMessage,
} from './chat.ts';

// The storefront (customer) side of conversations (docs/chat.md, DESIGN §1 storefront API).

/** What a customer may send: text and images (cards come from staff). */
export const CUSTOMER_MESSAGE_KINDS = ['text', 'image'] as const;

/** POST /api/storefront/conversations/{id}/messages (customer): text or an image. */
export const customerSendBody = z
  .strictObject({
    clientId: clientIdField,
    kind: z.enum(CUSTOMER_MESSAGE_KINDS),
    text: chatTextField.optional(),
    imageId: idField.optional(),
  })
  .superRefine(checkSend);
export type CustomerSendBody = z.input<typeof customerSendBody>;

/** POST /api/storefront/conversations/{id}/read: the staff's messages read up to `seq`. */
export const customerReadBody = z.strictObject({
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});

export const customerConversation = z.object({
  id: z.number(),
  merchant: z.object({ id: z.number(), name: z.string() }),
  lastSeq: z.number(),
  lastMessage: lastMessage.nullable(),
  lastMessageAt: z.string(),
  /** Staff messages the customer has not read. */
  unread: z.number(),
  /** How far the merchant's staff have received and read the customer's messages. */
  staffReceipt: chatReceipt,
  /** The resolution the customer is asked to rate (docs/chat.md "Satisfaction"); null: none open. */
  ratingAsk: z.object({ resolution: z.number() }).nullable(),
});
export type CustomerConversation = z.infer<typeof customerConversation>;
export const customerConversationsQuery = z.strictObject({
  last_id: idField.optional(),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONVERSATION_PAGE_MAX)
    .default(CONVERSATION_PAGE_SIZE),
});
export const customerConversationsContent = keysetPage('conversations', customerConversation);
export const openConversationBody = z.strictObject({ merchantId: idField });
export const customerConversationContent = z.object({ conversation: customerConversation });
export const customerSentContent = z.object({
  message: chatMessage,
  conversation: customerConversation,
});

export type CustomerConversationsContent = z.infer<typeof customerConversationsContent>;
export type CustomerConversationContent = z.infer<typeof customerConversationContent>;
export type CustomerSentContent = z.infer<typeof customerSentContent>;

/** The longest comment of a rating. */
export const CHAT_RATING_COMMENT_MAX = 500;

/** POST /api/storefront/conversations/{id}/rating: one rating per resolution asked. */
export const customerRatingBody = z.strictObject({
  resolution: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  rating: z
    .number()
    .int()
    .min(1, { error: 'chat.rating.range' })
    .max(5, { error: 'chat.rating.range' }),
  comment: z
    .string()
    .trim()
    .max(CHAT_RATING_COMMENT_MAX, { error: 'chat.rating.commentTooLong' })
    .default(''),
});
export type CustomerRatingBody = z.input<typeof customerRatingBody>;

/**
 * GET /api/storefront/conversations/{id}/availability (docs/chat.md "Nobody there"): whether a
 * member who answers is online; when none is, the merchant's away message with its business
 * hours (null: always open) in its zone.
 */
export const chatAvailabilityContent = z.object({
  online: z.boolean(),
  away: z
    .object({
      message: z.string(),
      businessHours: z.array(openingField).nullable(),
      timeZone: z.string(),
    })
    .nullable(),
});
export type ChatAvailabilityContent = z.infer<typeof chatAvailabilityContent>;
