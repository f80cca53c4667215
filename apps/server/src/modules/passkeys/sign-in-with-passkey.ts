import { eq } from 'drizzle-orm';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { SessionContent } from '@console/contract/auth';
import { apiCodes } from '@console/contract/api-codes';
import type { PasskeySignInOptionsContent } from '@console/contract/passkeys';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import {
  countTicketMiss,
  createTicket,
  findTicket,
  setTicketChallenge,
  startSession,
  useTicket,
  type ClientMeta,
  type Ticket,
} from '../auth/index.ts';
import { assertLoginAllowed, recordLoginAttempt } from '../sign-in-throttle/index.ts';
import { findPasskeyByCredential, notePasskeyUse, passkeysOf } from './passkey-store.ts';
import type { RelyingParty } from './relying-party.ts';
import { userHandleOf } from './user-handle.ts';
import { verifyAssertion } from './verify-ceremony.ts';

// docs/auth.md "Passkeys": signing in with a passkey alone, or giving one as the second factor
// of a right password or code.

/** What the browser answered, as far as finding the passkey goes (the contract checked it). */
type Answer = { id: string; response: { userHandle?: string } };

const rejected = (key: 'passkey.verifyFailed' | 'passkey.unknown' | 'passkey.notThisAccount') =>
  new AppError(apiCodes.rejected, key);

async function userOf(db: Db, userId: number | null): Promise<UserRow | undefined> {
  if (userId === null) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

function assertActive(user: UserRow) {
  if (user.status !== 'active') throw new AppError(apiCodes.forbidden, 'auth.accountDisabled');
}

/**
 * POST /api/login/passkey/options. Without a ticket: any passkey of this site may answer (it
 * names its account), with user verification required. With the ticket of a right first
 * factor: only that account's passkeys, whose presence is the second factor; the challenge is
 * kept on that ticket.
 */
export async function passkeySignInOptions(
  db: Db,
  input: { ticket?: string; rp: RelyingParty; now: Date },
): Promise<PasskeySignInOptionsContent> {
  const { rp, now } = input;
  if (input.ticket === undefined) {
    const options = await generateAuthenticationOptions({
      rpID: rp.rpID,
      userVerification: 'required',
    });
    const ticket = await createTicket(db, {
      kind: 'passkey-sign-in',
      challenge: options.challenge,
      now,
    });
    return { ticket, options };
  }
  const ticket = await findTicket(db, { ticket: input.ticket, kind: 'second-factor', now });
  const keys = ticket.userId === null ? [] : await passkeysOf(db, ticket.userId);
  if (keys.length === 0) throw new AppError(apiCodes.rejected, 'passkey.noneRegistered');
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: keys.map((key) => ({ id: key.credentialId, transports: key.transports })),
    userVerification: 'discouraged',
  });
  await setTicketChallenge(db, ticket.id, options.challenge);
  return { ticket: input.ticket, options };
}

type SignInInput = { ticket: string; response: Answer; rp: RelyingParty; meta: ClientMeta };

/**
 * POST /api/login/passkey: the answer to a `passkey-sign-in` ticket's challenge signs in alone;
 * to a `second-factor` ticket's, it completes that sign-in. Refusals count toward the sign-in
 * throttle by IP and by the passkey (alone) or the name typed (second factor).
 */
export async function signInWithPasskey(db: Db, input: SignInInput): Promise<SessionContent> {
  const ticket = await findTicket(db, {
    ticket: input.ticket,
    kind: ['passkey-sign-in', 'second-factor'],
    now: input.meta.now,
  });
  return ticket.kind === 'second-factor'
    ? passkeyAsSecondFactor(db, ticket, input)
    : passkeyAlone(db, ticket, input);
}

async function passkeyAlone(db: Db, ticket: Ticket, input: SignInInput) {
  const { response, meta } = input;
  const key = `passkey:${response.id}`;
  const attempt = { key, ip: meta.ip, now: meta.now };
  await assertLoginAllowed(db, attempt);
  // A challenge is answered once, right or wrong.
  await useTicket(db, ticket.id, meta.now);
  let verified;
  try {
    const passkey = await findPasskeyByCredential(db, response.id);
    if (!passkey) throw rejected('passkey.unknown');
    const user = await userOf(db, passkey.userId);
    // The passkey names its account; it must be the passkey's owner.
    if (!user || response.response.userHandle !== userHandleOf(user.uuid)) {
      throw rejected('passkey.verifyFailed');
    }
    const counter = await verifyAssertion({
      response,
      challenge: ticket.challenge ?? '',
      rp: input.rp,
      passkey,
      requireUserVerification: true,
    });
    verified = { user, passkey, counter };
  } catch (error) {
    if (error instanceof AppError) await recordLoginAttempt(db, { ...attempt, succeeded: false });
    throw error;
  }
  const { user, passkey, counter } = verified;
  assertActive(user);
  return db.transaction(async (tx) => {
    await notePasskeyUse(tx, { id: passkey.id, counter, now: meta.now });
    await recordLoginAttempt(tx, { ...attempt, succeeded: true });
    return startSession(tx, user, meta, { method: 'passkey' });
  });
}

async function passkeyAsSecondFactor(db: Db, ticket: Ticket, input: SignInInput) {
  const { response, meta } = input;
  const attempt = { key: ticket.throttleKey ?? '', ip: meta.ip, now: meta.now };
  await assertLoginAllowed(db, attempt);
  const user = await userOf(db, ticket.userId);
  if (!user) throw new AppError(apiCodes.rejected, 'auth.ticketExpired');
  assertActive(user);
  const challenge = ticket.challenge;
  if (challenge === null) throw rejected('passkey.verifyFailed');
  // A challenge is answered once: a wrong answer needs new options (the ticket lives on, for a
  // few tries).
  await setTicketChallenge(db, ticket.id, null);
  let counter;
  let passkeyId;
  try {
    const passkey = await findPasskeyByCredential(db, response.id);
    if (!passkey || passkey.userId !== user.id) throw rejected('passkey.notThisAccount');
    const handle = response.response.userHandle;
    if (handle !== undefined && handle !== '' && handle !== userHandleOf(user.uuid)) {
      throw rejected('passkey.notThisAccount');
    }
    counter = await verifyAssertion({
      response,
      challenge,
      rp: input.rp,
      passkey,
      requireUserVerification: false,
    });
    passkeyId = passkey.id;
  } catch (error) {
    if (error instanceof AppError) {
      await recordLoginAttempt(db, { ...attempt, succeeded: false });
      await countTicketMiss(db, ticket.id);
    }
    throw error;
  }
  return db.transaction(async (tx) => {
    await useTicket(tx, ticket.id, meta.now);
    await notePasskeyUse(tx, { id: passkeyId, counter, now: meta.now });
    await recordLoginAttempt(tx, { ...attempt, succeeded: true });
    const method = ticket.method ?? 'password';
    return startSession(tx, user, meta, { method, secondFactor: 'passkey' });
  });
}
