import { z } from 'zod';
import { responseDue } from './chat-targets.ts';
import { isoDateTimeField } from './dates.ts';
import { body, idField } from './fields.ts';
import { keysetPage } from './paging.ts';

// DESIGN §4 "Customer communication" / docs/chat.md: one conversation per customer and merchant,
// every message numbered by the server (`seq`, gap-free per conversation), sends made idempotent
// by the client's own message id.

export const CHAT_TEXT_MAX = 2000;
export const CHAT_CLIENT_ID_MAX = 64;
export const CHAT_MESSAGE_PAGE_SIZE = 30;
export const CHAT_MESSAGE_PAGE_MAX = 100;
export const CONVERSATION_PAGE_SIZE = 20;
export const CONVERSATION_PAGE_MAX = 50;
export const QUICK_REPLY_TITLE_MAX = 40;
export const QUICK_REPLY_TEXT_MAX = 500;
export const QUICK_REPLIES_MAX = 100;
/** The snippets a quick reply sends after its first, and its images (docs/chat.md "Quick replies"). */
export const QUICK_REPLY_MORE_SNIPPETS_MAX = 4;
export const QUICK_REPLY_IMAGES_MAX = 3;

export const CONVERSATION_STATUSES = ['open', 'snoozed', 'resolved'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/**
 * The legal moves of a conversation's status (docs/chat.md "Staff workflow"), by the status as
 * read (a snooze whose time has come is open), the one table the server's door and the
 * console's thread actions read. Staff make every move; a customer's message makes `reopen`.
 */
export const CONVERSATION_MOVES = {
  /** Until a time, or until the customer's next message; a snoozed one may be snoozed anew. */
  snooze: { from: ['open', 'snoozed'], to: 'snoozed' },
  /** "Mark done": also ends the wait for a reply. */
  resolve: { from: ['open', 'snoozed'], to: 'resolved' },
  reopen: { from: ['snoozed', 'resolved'], to: 'open' },
} as const satisfies Record<
  string,
  { from: readonly ConversationStatus[]; to: ConversationStatus }
>;
export type ConversationMove = keyof typeof CONVERSATION_MOVES;

/** The move that ends in `status` (`POST …/status` names the status it wants). */
export const conversationMoveTo = (status: ConversationStatus): ConversationMove =>
  status === 'open' ? 'reopen' : status === 'snoozed' ? 'snooze' : 'resolve';

/** Whether a conversation in `status` may make `move`. */
export const conversationMayMove = (move: ConversationMove, status: ConversationStatus) =>
  (CONVERSATION_MOVES[move].from as readonly ConversationStatus[]).includes(status);

/** The inbox filters; `needs_reply` is the default (docs/chat.md "Staff workflow"). */
export const CONVERSATION_FILTERS = [
  'needs_reply',
  'mine',
  'unassigned',
  'all',
  'resolved',
  'overdue',
] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];

export const CHAT_MESSAGE_KINDS = ['text', 'image', 'order', 'activity'] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

export const CHAT_SENDERS = ['customer', 'staff'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

/** A card message: a snapshot of the order or activity as it was when sent. */
export const chatCard = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('order'),
    id: z.number(),
    orderNo: z.string(),
    activityTitle: z.string(),
    status: z.string(),
    amountCents: z.number(),
  }),
  z.object({
    type: z.literal('activity'),
    id: z.number(),
    title: z.string(),
    startAt: z.string(),
    priceCents: z.number(),
  }),
]);
export type ChatCard = z.infer<typeof chatCard>;

export const chatMessage = z.object({
  id: z.number(),
  conversationId: z.number(),
  /** The conversation's sequence number: clients order by it, never by their clock. */
  seq: z.number(),
  sender: z.enum(CHAT_SENDERS),
  /** The staff member who wrote it; null for the customer's messages. */
  staff: z.object({ id: z.number(), name: z.string() }).nullable(),
  clientId: z.string(),
  kind: z.enum(CHAT_MESSAGE_KINDS),
  /** Plain text, never HTML: clients show it as text. */
  text: z.string(),
  /** The image's upload id (kind image): staff read it at /api/uploads/{id}, the customer at
   * /api/storefront/uploads/{id}. */
  imageId: z.number().nullable(),
  card: chatCard.nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const lastMessage = z.object({
  kind: z.enum(CHAT_MESSAGE_KINDS),
  sender: z.enum(CHAT_SENDERS),
  /** The text, cut to a preview; empty for images and cards. */
  preview: z.string(),
  createdAt: z.string(),
});

/**
 * How far one side has received and read the other side's messages (docs/chat.md "Delivery
 * states"): every message of the other side up to `deliveredSeq` reached one of its devices, up
 * to `readSeq` was read there. Both only grow; a read is a delivery too.
 */
export const chatReceipt = z.object({ deliveredSeq: z.number(), readSeq: z.number() });
export type ChatReceipt = z.infer<typeof chatReceipt>;

/** A message the server holds, as its sender sees it: sent (it has a seq), delivered or read. */
export type ChatDelivery = 'sent' | 'delivered' | 'read';

/** The state of the message at `seq`, from the other side's receipt. */
export function deliveryOf(seq: number, receipt: ChatReceipt): ChatDelivery {
  if (seq <= receipt.readSeq) return 'read';
  return seq <= receipt.deliveredSeq ? 'delivered' : 'sent';
}

const chatCustomer = z.object({ id: z.number(), name: z.string(), maskedMobile: z.string() });
const staffRef = z.object({ id: z.number(), name: z.string() });

/** Satisfaction (docs/chat.md "Satisfaction"): a customer's rating of one resolution. */
export const chatRating = z.object({
  resolution: z.number(),
  rating: z.number(),
  comment: z.string(),
  /** The member rated: assigned at the resolve, else who resolved; null when gone. */
  member: z.object({ id: z.number(), name: z.string() }).nullable(),
  ratedAt: z.string(),
});
export type ChatRating = z.infer<typeof chatRating>;

/** A conversation as the merchant's staff see it; `unread` is the reader's own. */
export const conversationSummary = z.object({
  id: z.number(),
  merchantId: z.number(),
  customer: chatCustomer,
  status: z.enum(CONVERSATION_STATUSES),
  /** A snooze until a time; null while snoozed until the customer's next message. */
  snoozedUntil: z.string().nullable(),
  assignee: staffRef.nullable(),
  /** Since when it waits in the auto-assignment queue; null when not queued. */
  queuedAt: z.string().nullable(),
  lastSeq: z.number(),
  lastMessage: lastMessage.nullable(),
  lastMessageAt: z.string(),
  /** Since when the customer waits for a reply; null when nobody is waited on. */
  awaitingSince: z.string().nullable(),
  /** The customer's messages this member has not read. */
  unread: z.number(),
  /** How far the customer has received and read the staff's messages. */
  customerReceipt: chatReceipt,
  /** The answer the customer waits for and its deadline; null when nobody waits or no target. */
  response: responseDue.nullable(),
  /** The customer's rating of the latest rated resolution; null before any. */
  rating: chatRating.nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

/** GET /api/chat/conversations: latest activity first, keyset by `last_id`. */
export const conversationListQuery = z.strictObject({
  filter: z.enum(CONVERSATION_FILTERS).default('needs_reply'),
  /** Customer name (substring) or mobile (digits: its ending). */
  keyword: z.string().trim().max(40).optional(),
  last_id: idField.optional(),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(CONVERSATION_PAGE_MAX)
    .default(CONVERSATION_PAGE_SIZE),
  merchants_id: z.string().optional(),
});
export type ConversationListQuery = z.input<typeof conversationListQuery>;
export const conversationsContent = keysetPage('conversations', conversationSummary);
export const conversationContent = z.object({ conversation: conversationSummary });

export const conversationParams = z.object({ id: idField });

/**
 * GET …/messages: without `after_seq`, history upward — the newest page, then older ones with
 * `last_id` = the smallest seq held (`nextLastId` is the next one to pass, null at the start).
 * With `after_seq` (catch-up after a reconnect), what came after it, oldest first;
 * `nextLastId` is then the seq to pass as the next `after_seq`, null when nothing more follows.
 * Either way `messages` are in seq order.
 */
export const chatMessagesQuery = z.strictObject({
  last_id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  after_seq: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(CHAT_MESSAGE_PAGE_MAX)
    .default(CHAT_MESSAGE_PAGE_SIZE),
  merchants_id: z.string().optional(),
});
export type ChatMessagesQuery = z.input<typeof chatMessagesQuery>;
export const chatMessagesContent = keysetPage('messages', chatMessage);

export const clientIdField = z
  .string()
  .trim()
  .min(1)
  .max(CHAT_CLIENT_ID_MAX)
  .regex(/^[\w-]+$/, { error: 'validation.invalid' });
export const chatTextField = z.string().max(CHAT_TEXT_MAX, { error: 'chat.textTooLong' });

/** Cross-field rules of a send: text needs text, image an image, a card the thing's id. */
export function checkSend(
  value: { kind: string; text?: string; imageId?: number; refId?: number },
  ctx: z.RefinementCtx,
) {
  const need = (path: string, ok: boolean, message: string) => {
    if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
  };
  if (value.kind === 'text')
    need('text', (value.text ?? '').trim().length > 0, 'chat.textRequired');
  if (value.kind === 'image') need('imageId', value.imageId !== undefined, 'chat.imageRequired');
  if (value.kind === 'order' || value.kind === 'activity')
    need('refId', value.refId !== undefined, 'chat.refRequired');
}

/** POST /api/chat/conversations/{id}/messages (staff). */
export const staffSendBody = body({
  clientId: clientIdField,
  kind: z.enum(CHAT_MESSAGE_KINDS),
  text: chatTextField.optional(),
  imageId: idField.optional(),
  refId: idField.optional(),
}).superRefine(checkSend);
export type StaffSendBody = z.input<typeof staffSendBody>;

/** A send answers the message (the first one written for a client id) and the conversation. */
export const sentContent = z.object({ message: chatMessage, conversation: conversationSummary });

/** POST …/read: everything up to `seq` is read by this member. */
export const readBody = body({ seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) });

/** POST …/assign: a member holding chat:reply, or null to unassign. */
export const assignBody = body({ assigneeId: idField.nullable() });

/** POST …/status: snoozed until a time, or (without one) until the customer's next message. */
export const statusBody = body({
  status: z.enum(CONVERSATION_STATUSES),
  snoozeUntil: isoDateTimeField().nullable().optional(),
});

/** GET /api/chat/conversations/{id}/context: the side panel. */
export const conversationContextContent = z.object({
  customer: chatCustomer,
  orders: z.array(
    z.object({
      id: z.number(),
      orderNo: z.string(),
      activityId: z.number(),
      activityTitle: z.string(),
      status: z.string(),
      amountCents: z.number(),
      createdAt: z.string(),
    }),
  ),
  /** How many times this customer's conversation was resolved before. */
  pastConversations: z.number(),
});

/**
 * GET /api/chat/assignees: the members one may assign to (they hold chat:reply), and `me`, the
 * caller's user id ("take it", and telling one's own typing signal from a colleague's).
 */
export const assigneesContent = z.object({ assignees: z.array(staffRef), me: z.number() });

/** GET /api/chat/unread: unread conversations, per merchant where the user holds chat:reply. */
export const chatUnreadContent = z.object({
  total: z.number(),
  merchants: z.array(
    z.object({
      merchantId: z.number(),
      unread: z.number(),
      /** Waiting conversations past their response target (docs/chat.md "Response targets"). */
      overdue: z.number(),
    }),
  ),
});

const quickReplySnippet = z.object({ textZh: z.string(), textEn: z.string() });
export type QuickReplySnippet = z.infer<typeof quickReplySnippet>;
/**
 * A quick reply: its first snippet (`textZh` / `textEn`, inserted in the box), the snippets
 * sent after it (`moreSnippets`) and then its images, each its own message (docs/chat.md
 * "Quick replies").
 */
export const quickReply = z.object({
  id: z.number(),
  title: z.string(),
  textZh: z.string(),
  textEn: z.string(),
  moreSnippets: z.array(quickReplySnippet),
  imageIds: z.array(z.number()),
});
export type QuickReply = z.infer<typeof quickReply>;
export const quickRepliesContent = z.object({ quickReplies: z.array(quickReply) });
export const quickReplyContent = z.object({ quickReply });
const quickReplyText = (key: 'chat.quickReply.zhRequired' | 'chat.quickReply.enRequired') =>
  z.string({ error: key }).trim().min(1, { error: key }).max(QUICK_REPLY_TEXT_MAX);
/** Every snippet, the first and the further ones, has the same rules and messages. */
const snippetFields = {
  textZh: quickReplyText('chat.quickReply.zhRequired'),
  textEn: quickReplyText('chat.quickReply.enRequired'),
};
export const quickReplyBody = body({
  title: z
    .string({ error: 'chat.quickReply.titleRequired' })
    .trim()
    .min(1, { error: 'chat.quickReply.titleRequired' })
    .max(QUICK_REPLY_TITLE_MAX),
  ...snippetFields,
  moreSnippets: z
    .array(z.strictObject(snippetFields))
    .max(QUICK_REPLY_MORE_SNIPPETS_MAX, { error: 'chat.quickReply.tooManySnippets' })
    .default([]),
  /** Uploads of the caller's, or images this quick reply already shows (docs/api.md "Uploads"). */
  imageIds: z
    .array(idField)
    .max(QUICK_REPLY_IMAGES_MAX, { error: 'chat.quickReply.tooManyImages' })
    .default([]),
});
export type QuickReplyBody = z.input<typeof quickReplyBody>;
export const quickReplyParams = z.object({ id: idField });

export type ConversationsContent = z.infer<typeof conversationsContent>;
export type ConversationContent = z.infer<typeof conversationContent>;
export type ChatMessagesContent = z.infer<typeof chatMessagesContent>;
export type SentContent = z.infer<typeof sentContent>;
export type ConversationContextContent = z.infer<typeof conversationContextContent>;
export type AssigneesContent = z.infer<typeof assigneesContent>;
export type ChatUnreadContent = z.infer<typeof chatUnreadContent>;
export type QuickRepliesContent = z.infer<typeof quickRepliesContent>;
export type QuickReplyContent = z.infer<typeof quickReplyContent>;
