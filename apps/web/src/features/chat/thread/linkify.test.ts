import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkify';

describe('linkify (docs/chat.md "Web")', () => {
  it('makes anchors of http and https addresses only, without trailing punctuation', () => {
    expect(splitLinks('See https://example.com/a?b=1. Or http://x.cn，好')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: '. Or ' },
      { text: 'http://x.cn', href: 'http://x.cn/' },
      { text: '，好' },
    ]);
  });

  it('leaves script and HTML as text', () => {
    const text = 'javascript:alert(1) <img src=x onerror=alert(1)> data:text/html,<b>';
    expect(splitLinks(text)).toEqual([{ text }]);
  });
});
