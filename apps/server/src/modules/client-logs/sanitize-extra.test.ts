import { describe, expect, it } from 'vitest';
import { redactUrl, sanitizeExtra } from './sanitize-extra.ts';

describe('sanitizeExtra', () => {
  it('drops secret keys at every depth, whatever their case', () => {
    const extra = {
      Token: 'abc',
      status: 500,
      request: {
        headers: { Authorization: 'Bearer x', 'X-Auth-Token': 'y', Cookie: 'admin-token=z' },
        body: [{ password: 'p', newPassword: 'q', name: 'kept' }],
      },
    };
    expect(sanitizeExtra(extra)).toEqual({
      status: 500,
      request: { headers: {}, body: [{ name: 'kept' }] },
    });
  });

  it('keeps keys in order within the cap and flags the rest as truncated', () => {
    const extra = { a: 'x'.repeat(30), b: 'y'.repeat(100), c: 'z' };
    const kept = sanitizeExtra(extra, 80);
    expect(kept).toEqual({ _truncated: true, a: 'x'.repeat(30), c: 'z' });
    expect(JSON.stringify(kept).length).toBeLessThanOrEqual(80);
  });

  it('cuts a structure deeper than it is worth keeping instead of overflowing', () => {
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let level = 0; level < 10_000; level += 1) deep = { next: deep };
    expect(JSON.stringify(sanitizeExtra(deep))).toContain('[too deep]');
  });

  it('answers null when the entry has no extra', () => {
    expect(sanitizeExtra(undefined)).toBeNull();
  });
});

describe('redactUrl', () => {
  it('hides the value of secret query parameters only', () => {
    expect(redactUrl('https://a.example/x?token=abc&page=2#access_token=q')).toBe(
      'https://a.example/x?token=[redacted]&page=2#access_token=[redacted]',
    );
    expect(redactUrl('/shop/order?page=2')).toBe('/shop/order?page=2');
  });
});
