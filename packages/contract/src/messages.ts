import type { Locale } from './constants.ts';
import { enUS } from './messages-en-us.ts';
import { zhCN, type MessageKey } from './messages-zh-cn.ts';

// Messages that both sides show: spec §5 form rules and the error catalogue of spec §8.
// The server answers in the request's locale; the web merges the language it shows into its
// own catalogue (each language is a file of its own: the web loads only the one it shows).

export type { MessageKey };

export const messages: Record<Locale, Record<MessageKey, string>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
};

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(zhCN, value);
}

/** Fills `{{name}}` placeholders, the same syntax i18next uses on the web. */
export function translate(
  locale: Locale,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return messages[locale][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );
}
