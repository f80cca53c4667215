import { describe, expect, it } from 'vitest';
import { hasRoleAccess } from './access';

describe('hasRoleAccess (spec §6)', () => {
  it('lets everyone see an item without a role list', () => {
    expect(hasRoleAccess(undefined, undefined)).toBe(true);
    expect(hasRoleAccess([], [])).toBe(true);
  });

  it('needs one shared role', () => {
    expect(hasRoleAccess(['op'], ['op', 'admin'])).toBe(true);
    expect(hasRoleAccess(['user'], ['op', 'admin'])).toBe(false);
  });

  it('shows a user without access only the items without a list', () => {
    expect(hasRoleAccess(undefined, ['admin'])).toBe(false);
  });
});
