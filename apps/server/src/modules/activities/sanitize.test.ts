import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize.ts';

describe('sanitizeDescription (docs/activities.md "Description")', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><h3>Sub</h3><blockquote>q</blockquote>';
    expect(sanitizeDescription(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeDescription(
      '<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">l</a>' +
        '<img src="/api/uploads/1" onerror="alert(1)">',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript/i);
    expect(out).toContain('<p>a</p>');
    expect(out).toContain('<img src="/api/uploads/1" />');
  });

  it('keeps http, https and mailto links only', () => {
    expect(sanitizeDescription('<a href="https://a.example/">x</a>')).toContain(
      'href="https://a.example/"',
    );
    expect(sanitizeDescription('<a href="mailto:a@b.cn">x</a>')).toContain('mailto:a@b.cn');
    expect(sanitizeDescription('<a href="data:text/html,x">x</a>')).not.toContain('data:');
  });

  it('drops images that are not our uploads', () => {
    expect(sanitizeDescription('<img src="https://evil.example/x.png">')).toBe('');
    expect(sanitizeDescription('<img src="//evil.example/api/uploads/1">')).toBe('');
  });
});
