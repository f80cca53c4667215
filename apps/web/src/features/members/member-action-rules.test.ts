import { MEMBER_MOVES } from '@console/contract/merchants';
import { describe, expect, it } from 'vitest';
import { statusMoveOf } from './member-action-rules';

describe('the status move a sub-account row offers (contract MEMBER_MOVES)', () => {
  it('offers disable to an active sub-account and enable to a disabled one', () => {
    expect(statusMoveOf({ role: 'member', status: 'active' })).toBe('disable');
    expect(statusMoveOf({ role: 'member', status: 'disabled' })).toBe('enable');
    expect(MEMBER_MOVES.disable.to).toBe('disabled');
    expect(MEMBER_MOVES.enable.to).toBe('active');
  });

  it('offers nothing for the owner', () => {
    expect(statusMoveOf({ role: 'owner', status: 'active' })).toBeNull();
  });
});
