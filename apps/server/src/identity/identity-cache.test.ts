import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cachedMembership,
  cachedSession,
  forgetIdentities,
  IDENTITY_TTL_MS,
  identityGeneration,
  rememberMembership,
  rememberSession,
} from './identity-cache.ts';
import type { SessionUserRow } from './identity-types.ts';

const row: SessionUserRow = {
  sessionId: 1,
  expiresAt: new Date('2026-12-01T00:00:00Z'),
  revokedAt: null,
  userId: 7,
  uuid: 'u-7',
  role: 'user',
  status: 'active',
  secondFactor: false,
};
const membership = {
  merchantId: 3,
  merchantName: 'Sunrise Studio',
  timeZone: 'Asia/Shanghai',
  requireSecondFactor: false,
  role: 'member' as const,
  permissions: ['order:view' as const],
};

afterEach(() => {
  forgetIdentities();
  vi.useRealTimers();
});

describe('identity cache', () => {
  it('keeps a session and its memberships for the TTL only', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    rememberSession('hash-a', row, identityGeneration());
    rememberMembership('hash-a', membership, identityGeneration());
    expect(cachedSession('hash-a')).toEqual(row);
    expect(cachedMembership('hash-a', 3)).toEqual(membership);
    expect(cachedMembership('hash-a', 4)).toBeUndefined();
    vi.advanceTimersByTime(IDENTITY_TTL_MS);
    expect(cachedSession('hash-a')).toBeUndefined();
    expect(cachedMembership('hash-a', 3)).toBeUndefined();
  });

  it('does not keep what was read before a change forgot everything', () => {
    const readAt = identityGeneration();
    forgetIdentities();
    rememberSession('hash-b', row, readAt);
    expect(cachedSession('hash-b')).toBeUndefined();
    rememberSession('hash-b', row, identityGeneration());
    const staleRead = identityGeneration();
    forgetIdentities();
    rememberSession('hash-b', row, identityGeneration());
    rememberMembership('hash-b', membership, staleRead);
    expect(cachedMembership('hash-b', 3)).toBeUndefined();
  });

  it('keeps no membership without its session', () => {
    rememberMembership('hash-c', membership, identityGeneration());
    expect(cachedMembership('hash-c', 3)).toBeUndefined();
  });
});
