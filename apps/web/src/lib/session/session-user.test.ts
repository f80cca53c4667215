import { describe, expect, it } from 'vitest';
import { isLoggedIn } from './session-user';

describe('isLoggedIn (spec §4 logged-in test)', () => {
  it('is true for a non-empty token', () => {
    expect(isLoggedIn({ token: 'a1b2' })).toBe(true);
  });

  it.each([
    [null],
    [undefined],
    [{}],
    [{ token: '' }],
    [{ token: '  ' }],
    [{ token: 'undefined' }],
  ])('is false for %j', (user) => {
    expect(isLoggedIn(user)).toBe(false);
  });
});
