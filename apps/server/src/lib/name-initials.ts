import { pinyin } from 'pinyin-pro';

const HAN = /\p{Script=Han}/u;
const WORD = /[\p{Script=Han}]|[A-Za-z]+/gu;

/**
 * A name's initials for search (docs/customers.md "List": `zs` finds 张三): each Chinese character
 * gives its pinyin's first letter, each Latin word its first letter; lower case, nothing else kept.
 */
export function nameInitials(name: string): string {
  let initials = '';
  for (const [token] of name.matchAll(WORD)) {
    const first = HAN.test(token)
      ? pinyin(token, { pattern: 'first', toneType: 'none' })
      : token[0]!;
    initials += first.toLowerCase();
  }
  return initials;
}
