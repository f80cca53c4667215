import type { ReactNode } from 'react';

// docs/chat.md "Web": message text is plain text. React escapes it; only http(s) links become
// anchors, opened apart from the console and without passing it on.
// An address is URL characters only (RFC 3986): Chinese text right after it is not part of it.
const LINK = /\bhttps?:\/\/[\w\-.~:/?#[\]@!$&()*+,;=%]+/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]]+$/;

export type TextPart = { text: string; href?: string };

/** The text cut into plain parts and link parts (the links' addresses checked as URLs). */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const raw = match[0].replace(TRAILING, '');
    const start = match.index;
    let href: string | undefined;
    try {
      const url = new URL(raw);
      href = url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
    } catch {
      href = undefined;
    }
    if (!href) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export function LinkifiedText({ text }: { text: string }): ReactNode {
  return splitLinks(text).map((part, index) =>
    part.href ? (
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
        {part.text}
      </a>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
