import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('follows a path inside the app, query included', () => {
    expect(safeRedirect('/shop/order?page=2')).toBe('/shop/order?page=2');
  });

  it.each([
    null,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/login',
    '/login?redirect=/x',
  ])('refuses %j', (target) => {
    expect(safeRedirect(target)).toBeNull();
  });
});
