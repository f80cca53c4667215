import type { QuickReply } from '@console/contract/chat';
import { fillQuickReplyTemplate } from '@console/contract/quick-reply-template';

/** What the placeholders stand for in the open conversation ('' when unknown). */
export type ReplyValues = { customer: string; orderNo: string; activity: string };

/**
 * A quick reply's text in the page's language with `{customer}`, `{order_no}` and `{activity}`
 * filled in (docs/chat.md "Quick replies"); zh-CN uses the Chinese text, every other locale the
 * English one. A placeholder with no value and no `|fallback` stays as written: the composer
 * will not send it.
 */
export function fillQuickReply(reply: QuickReply, locale: string, values: ReplyValues): string {
  const template = locale === 'zh-CN' ? reply.textZh : reply.textEn;
  return fillQuickReplyTemplate(template, {
    customer: values.customer,
    order_no: values.orderNo,
    activity: values.activity,
  }).text;
}

/**
 * `insert` put in place of the selection [start, end) of `value` (the cursor when they are
 * equal), cut so the result stays within `max`; `caret` is where the cursor goes after it.
 */
export function insertAtCursor(
  value: string,
  insert: string,
  start: number,
  end: number,
  max: number,
): { value: string; caret: number } {
  const from = Math.max(0, Math.min(start, value.length));
  const to = Math.max(from, Math.min(end, value.length));
  const room = max - (value.length - (to - from));
  const piece = insert.slice(0, Math.max(0, room));
  return { value: value.slice(0, from) + piece + value.slice(to), caret: from + piece.length };
}
