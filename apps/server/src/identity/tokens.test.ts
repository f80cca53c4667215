import { describe, expect, it } from 'vitest';
import { tokenFromCookie, tokenFromHeader } from './tokens.ts';

describe('tokenFromHeader (spec §7 Authorization header)', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['abc', 'abc'],
    ['Bearer abc', 'abc'],
    ['bearer   abc', 'abc'],
    ['  abc  ', 'abc'],
    ['Bearer ', undefined],
    ['x'.repeat(300), undefined],
  ])('reads %s as %s', (header, token) => {
    expect(tokenFromHeader(header)).toBe(token);
  });
});

describe('tokenFromCookie (spec §3 admin-token cookie)', () => {
  it.each([
    [undefined, undefined],
    ['admin-uuid=u; admin-token=abc', 'abc'],
    ['admin-token=a%2Bb%3D', 'a+b='],
    ['xadmin-token=abc', undefined],
    ['admin-token=%E0%A4%A', undefined],
  ])('reads %s as %s', (header, token) => {
    expect(tokenFromCookie(header)).toBe(token);
  });
});
