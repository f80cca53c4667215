import { z } from 'zod';
import { MESSAGE_PAGE_SIZE } from './constants.ts';
import { body, idField } from './fields.ts';
import { keysetPage } from './paging.ts';

/** spec §3 user message types; DESIGN §4: merchant (record) review, licence review, activity review. */
export const messageTypes = { record: 1, licence: 2, activity: 3 } as const;
export const MESSAGE_TYPES = [
  messageTypes.record,
  messageTypes.licence,
  messageTypes.activity,
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const messageType = z.coerce
  .number()
  .int()
  .refine((value): value is MessageType => (MESSAGE_TYPES as readonly number[]).includes(value));

export const userMessage = z.object({
  id: z.number(),
  content: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
  type: z.number(),
  /** What the message is about: record id (1), merchant id (2), activity id (3). */
  ref_id: z.number().nullable(),
});
export type UserMessage = z.infer<typeof userMessage>;

/**
 * GET /api/userMessage (spec §7): newest first, strictly older than `last_id` (empty for the
 * first page). `page` is accepted for the spec's sake; `last_id` decides the page.
 */
export const listMessagesQuery = z.strictObject({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(MESSAGE_PAGE_SIZE),
  type: messageType.optional(),
  last_id: z.union([z.literal(''), idField]).optional(),
  merchants_id: z.string().optional(),
});
/** spec §7 fixes `content.user_messages`; `nextLastId` is every keyset list's (paging.ts). */
export const userMessagesContent = keysetPage('user_messages', userMessage);

/** GET /api/userMessage/unReadCount?type=1,2,3 (spec §7): the total and each type's count. */
export const unreadCountQuery = z.strictObject({
  type: z
    .string()
    .regex(/^[123](,[123])*$/, { error: 'validation.invalid' })
    .default('1,2,3'),
  merchants_id: z.string().optional(),
});
export const unreadCountContent = z.object({
  message_count: z.number(),
  by_type: z.object({ 1: z.number(), 2: z.number(), 3: z.number() }),
});
export type UnreadCountContent = z.infer<typeof unreadCountContent>;

/** PUT /api/userMessage/{id}/read */
export const messageParams = z.object({ id: idField });
/** PUT /api/userMessage/readAll: every message of one type. */
export const readAllBody = body({ type: messageType });
export const readAllContent = z.object({ updated: z.number() });

/** The realtime event `message` (spec §4), sent to every session of the recipient (DESIGN §4). */
export const MESSAGE_EVENT = 'message';
export const realtimeMessage = userMessage.pick({
  id: true,
  content: true,
  type: true,
  created_at: true,
  ref_id: true,
});
export type RealtimeMessage = z.infer<typeof realtimeMessage>;

export type UserMessagesContent = z.infer<typeof userMessagesContent>;
export type ReadAllContent = z.infer<typeof readAllContent>;
