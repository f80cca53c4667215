import type { QuickReply, QuickReplySnippet } from '@console/contract/chat';
import { fillQuickReplyTemplate } from '@console/contract/quick-reply-template';

/** What the placeholders stand for in the open conversation ('' when unknown). */
export type ReplyValues = { customer: string; orderNo: string; activity: string };

/** What a quick reply sends after the box's text, each part its own message. */
export type ReplyPart = { kind: 'text'; text: string } | { kind: 'image'; imageId: number };

/**
 * A snippet of a quick reply (its first: the reply itself) in the page's language, zh-CN the
 * Chinese text and every other locale the English one, with `{customer}`, `{order_no}` and
 * `{activity}` filled in (docs/chat.md "Quick replies"). A placeholder with no value and no
 * `|fallback` stays as written: the composer will not send it.
 */
export function fillQuickReply(
  snippet: QuickReplySnippet,
  locale: string,
  values: ReplyValues,
): string {
  const template = locale === 'zh-CN' ? snippet.textZh : snippet.textEn;
  return fillQuickReplyTemplate(template, {
    customer: values.customer,
    order_no: values.orderNo,
    activity: values.activity,
  }).text;
}

/** The parts sent after the first snippet: its further snippets filled the same way, then its images. */
export function quickReplyParts(
  reply: QuickReply,
  locale: string,
  values: ReplyValues,
): ReplyPart[] {
  return [
    ...reply.moreSnippets.map((snippet) => ({
      kind: 'text' as const,
      text: fillQuickReply(snippet, locale, values),
    })),
    ...reply.imageIds.map((imageId) => ({ kind: 'image' as const, imageId })),
  ];
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
