import { describe, expect, it } from 'vitest';
import { tokenFromHeader } from './auth-plugin.ts';

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
