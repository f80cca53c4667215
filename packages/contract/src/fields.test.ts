import { describe, expect, it } from 'vitest';
import { registerBody } from './auth.ts';
import { EMAIL_PATTERN, MOBILE_PATTERN, PASSWORD_PATTERN } from './patterns.ts';

describe('spec §5 field rules', () => {
  it.each([
    ['13800138000', true],
    ['23800138000', false],
    ['1380013800', false],
    ['138001380000', false],
    ['1380013800a', false],
  ])('mobile %s valid: %s', (mobile, valid) => {
    expect(MOBILE_PATTERN.test(mobile)).toBe(valid);
  });

  it.each([
    ['a@b.co', true],
    ['a.b@c.example.org', true],
    ['a@b', false],
    ['a b@c.d', false],
    ['@c.d', false],
  ])('mail %s valid: %s', (mail, valid) => {
    expect(EMAIL_PATTERN.test(mail)).toBe(valid);
  });

  it.each([
    ['abc12345', true],
    ['abcdefgh', false],
    ['12345678', false],
    ['ab1', false],
    ['a1'.repeat(33), false],
  ])('password %s valid: %s', (password, valid) => {
    expect(PASSWORD_PATTERN.test(password)).toBe(valid);
  });

  it('reports a missing field with the spec message key, and lowercases the mail', () => {
    const result = registerBody.safeParse({
      mail: 'A@B.CO',
      password: 'abc12345',
      captcha: '123456',
    });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === 'mobile');
    expect(issue?.message).toBe('validation.mobile.required');
    const ok = registerBody.parse({
      mail: 'A@B.CO',
      password: 'abc12345',
      mobile: '13800138000',
      captcha: '123456',
    });
    expect(ok.mail).toBe('a@b.co');
  });

  it('refuses unknown fields but accepts the merchant context', () => {
    const base = { mail: 'a@b.co', password: 'abc12345', mobile: '13800138000', captcha: '123456' };
    expect(registerBody.safeParse({ ...base, role: 'admin' }).success).toBe(false);
    expect(registerBody.safeParse({ ...base, merchants_id: 7 }).success).toBe(true);
  });
});
