import { describe, expect, it } from 'vitest';
import { guardRoute } from './guard';

const admin = { token: 'abc', access: ['admin'] };
const merchantStaff = { token: 'abc', access: ['user'] };
const at = (path: string, search = '') => ({ path, search });

describe('route guard (spec §2)', () => {
  it('lets a signed-in user into a route that needs auth', () => {
    expect(guardRoute({ auth: true }, merchantStaff, at('/shop/info'))).toEqual({ type: 'allow' });
  });

  it('lets anyone into a public route', () => {
    expect(guardRoute({}, null, at('/register'))).toEqual({ type: 'allow' });
  });

  it('sends a visitor to login with the full target path, query included, as redirect', () => {
    const decision = guardRoute({ auth: true }, null, at('/shop/order', '?status=paid&page=2'));
    expect(decision).toEqual({
      type: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/shop/order?status=paid&page=2')}`,
    });
  });

  it.each([
    ['an empty token', { token: '' }],
    ['the text "undefined"', { token: 'undefined' }],
    ['no token at all', { access: ['admin'] }],
  ])('does not count %s as signed in', (_, user) => {
    expect(guardRoute({ auth: true }, user, at('/home'))).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fhome',
    });
  });

  it('sends a user without any of the route roles to /403', () => {
    expect(guardRoute({ auth: true, roles: ['op', 'admin'] }, merchantStaff, at('/log'))).toEqual({
      type: 'redirect',
      to: '/403',
    });
  });

  it('lets a user who shares one role through', () => {
    expect(guardRoute({ auth: true, roles: ['op', 'admin'] }, admin, at('/log'))).toEqual({
      type: 'allow',
    });
  });

  it('asks a visitor to sign in before checking roles', () => {
    const decision = guardRoute({ roles: ['admin'] }, null, at('/log'));
    expect(decision).toEqual({ type: 'redirect', to: '/login?redirect=%2Flog' });
  });

  it('sends a signed-in user away from login to the redirect target', () => {
    const decision = guardRoute(
      { guestOnly: true },
      admin,
      at('/login', `?redirect=${encodeURIComponent('/shop/order?page=2')}`),
    );
    expect(decision).toEqual({ type: 'redirect', to: '/shop/order?page=2' });
  });

  it('sends a signed-in user away from login to / without a (safe) redirect', () => {
    expect(guardRoute({ guestOnly: true }, admin, at('/login'))).toEqual({
      type: 'redirect',
      to: '/',
    });
    expect(
      guardRoute({ guestOnly: true }, admin, at('/login', '?redirect=https%3A%2F%2Fevil.example')),
    ).toEqual({ type: 'redirect', to: '/' });
  });

  it('shows login to a visitor', () => {
    expect(guardRoute({ guestOnly: true }, null, at('/login'))).toEqual({ type: 'allow' });
  });
});
