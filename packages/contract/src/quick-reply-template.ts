// Quick-reply templates (docs/chat.md "Quick replies"): `{customer}`, `{order_no}` and
// `{activity}` are filled from the open conversation; `{order_no|no order yet}` says what to
// write when there is no value. A placeholder with no value and no fallback stays in the text,
// and text still holding a placeholder is never sent.

export const QUICK_REPLY_FIELDS = ['customer', 'order_no', 'activity'] as const;
export type QuickReplyField = (typeof QUICK_REPLY_FIELDS)[number];

/** What each placeholder stands for in one conversation; '' when it has none. */
export type QuickReplyValues = Record<QuickReplyField, string>;

/** `{name}` or `{name|fallback}`; the fallback holds no braces. */
const PLACEHOLDER = /\{(customer|order_no|activity)(?:\|([^{}]*))?\}/g;

/**
 * The template with each placeholder replaced by its value, else by its fallback; one with
 * neither is left as written (`{order_no}`), and named in `missing`.
 */
export function fillQuickReplyTemplate(
  template: string,
  values: QuickReplyValues,
): { text: string; missing: QuickReplyField[] } {
  const missing = new Set<QuickReplyField>();
  const text = template.replace(PLACEHOLDER, (whole, name: QuickReplyField, fallback?: string) => {
    const value = values[name].trim();
    if (value) return value;
    if (fallback !== undefined && fallback.trim()) return fallback.trim();
    missing.add(name);
    return `{${name}}`;
  });
  return { text, missing: [...missing] };
}

/** The placeholders a text still holds, each once, as written (`{order_no}`): it is not ready to send. */
export function unfilledPlaceholders(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[0]))];
}
