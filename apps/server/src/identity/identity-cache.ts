import type { Membership, SessionUserRow } from './identity-types.ts';

/**
 * How long a request may reuse the session and membership that an earlier request of the same
 * token read (docs/auth.md "Identity cache"). Changes made on this node forget them at once
 * (`forgetIdentities`); on other nodes they are seen within this time.
 */
export const IDENTITY_TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

type Entry = {
  /** The session row as read: expiry, revocation and the user's status are checked per use. */
  row: SessionUserRow;
  /** Active memberships read for this session's user, by merchant id (never a refusal). */
  memberships: Map<number, Membership>;
  until: number;
};

/** By token hash: random per session, so two databases in one process cannot meet here. */
const entries = new Map<string, Entry>();

/**
 * Counts `forgetIdentities` calls. A lookup notes it before reading and keeps what it read only
 * if nothing was forgotten meanwhile: a read that began before a change committed cannot put
 * the old rights back after the change forgot them.
 */
let generation = 0;
export const identityGeneration = () => generation;

const clock = () => performance.now();

function live(tokenHash: string): Entry | undefined {
  const entry = entries.get(tokenHash);
  if (entry && entry.until > clock()) return entry;
  if (entry) entries.delete(tokenHash);
  return undefined;
}

export function cachedSession(tokenHash: string): SessionUserRow | undefined {
  return live(tokenHash)?.row;
}

export function cachedMembership(tokenHash: string, merchantId: number) {
  return live(tokenHash)?.memberships.get(merchantId);
}

/** Keeps a session row that was found (an unknown token is never kept). */
export function rememberSession(tokenHash: string, row: SessionUserRow, readAt: number) {
  if (readAt !== generation) return;
  const now = clock();
  if (entries.size >= MAX_ENTRIES) {
    for (const [key, entry] of entries) if (entry.until <= now) entries.delete(key);
    if (entries.size >= MAX_ENTRIES) entries.clear();
  }
  const kept = live(tokenHash);
  // A membership may outlive the row it was read with by at most one TTL.
  entries.set(tokenHash, {
    row,
    memberships: kept?.memberships ?? new Map(),
    until: kept?.until ?? now + IDENTITY_TTL_MS,
  });
}

/** Keeps an active membership read with the session of `tokenHash` (refusals are not kept). */
export function rememberMembership(tokenHash: string, membership: Membership, readAt: number) {
  if (readAt !== generation) return;
  live(tokenHash)?.memberships.set(membership.merchantId, membership);
}

/**
 * Forgets every kept session and membership. Called, once its change is written, by whatever
 * changes who may do what: signing out, password changes, member permissions, status, removal.
 */
export function forgetIdentities() {
  generation++;
  entries.clear();
}
