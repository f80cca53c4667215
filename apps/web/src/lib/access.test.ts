import { PERMISSION_KEYS } from '@console/contract/roles';
import { describe, expect, it } from 'vitest';
import { access, hasRoleAccess } from './access';

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

describe('access (spec §6, DESIGN §4)', () => {
  const member = (permissions: string[]) => ({ role: 'member' as const, permissions });

  it('names the operator abilities from the platform roles', () => {
    const operator = access({ user: { access: ['op'] }, hasMerchant: false, merchant: null });
    expect(operator).toMatchObject({ isOperator: true, isAdmin: false, isOwner: false });
    expect(
      access({ user: { access: ['admin'] }, hasMerchant: false, merchant: null }).isAdmin,
    ).toBe(true);
    expect(
      access({ user: { access: ['user'] }, hasMerchant: false, merchant: null }).isOperator,
    ).toBe(false);
  });

  it('gives the owner every permission key', () => {
    const owner = access({
      user: { access: ['user'] },
      hasMerchant: true,
      merchant: { role: 'owner', permissions: [] },
    });
    expect(owner.permissions).toEqual(PERMISSION_KEYS);
    expect(owner.can('member:manage')).toBe(true);
  });

  it('gives a sub-account only what was granted, ignoring unknown keys', () => {
    const abilities = access({
      user: { access: ['user'] },
      hasMerchant: true,
      merchant: member(['activity:view', 'bogus']),
    });
    expect(abilities.permissions).toEqual(['activity:view']);
    expect(abilities.can('activity:view')).toBe(true);
    expect(abilities.can('member:manage')).toBe(false);
  });

  it('accepts any one of several keys, and nothing asked means allowed', () => {
    const abilities = access({
      user: null,
      hasMerchant: true,
      merchant: member(['customer:view']),
    });
    expect(abilities.can(['review:reply', 'customer:view'])).toBe(true);
    expect(abilities.can(['review:reply'])).toBe(false);
    expect(abilities.can(undefined)).toBe(true);
  });

  it('holds no permission while the context of the current merchant is unknown', () => {
    const abilities = access({ user: { access: ['admin'] }, hasMerchant: true, merchant: null });
    expect(abilities.permissions).toEqual([]);
    expect(abilities.can('order:view')).toBe(false);
    expect(abilities.allows({ permission: 'order:view' })).toBe(false);
  });

  it('does not hold a user without any merchant to page permissions (spec §6)', () => {
    const abilities = access({ user: { access: ['user'] }, hasMerchant: false, merchant: null });
    expect(abilities.can('order:view')).toBe(false);
    expect(abilities.allows({ permission: 'order:view' })).toBe(true);
    expect(abilities.allows({ roles: ['admin'], permission: 'order:view' })).toBe(false);
  });

  it('allows a requirement only when both the roles and the permission are met', () => {
    const abilities = access({
      user: { access: ['op'] },
      hasMerchant: true,
      merchant: member(['order:view']),
    });
    expect(abilities.allows({ roles: ['op', 'admin'], permission: 'order:view' })).toBe(true);
    expect(abilities.allows({ roles: ['admin'], permission: 'order:view' })).toBe(false);
    expect(abilities.allows({ roles: ['op'], permission: 'chat:reply' })).toBe(false);
    expect(abilities.allows({})).toBe(true);
  });
});
