import { eq } from 'drizzle-orm';
import { generateRegistrationOptions } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { apiCodes } from '@console/contract/api-codes';
import type {
  PasskeyRegistrationOptionsContent,
  RegisteredPasskeyContent,
} from '@console/contract/passkeys';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import { forgetIdentities } from '../../identity/index.ts';
import { createTicket, findTicket, useTicket } from '../auth/index.ts';
import { recountSecondFactor, replaceRecoveryCodes } from '../second-factor/index.ts';
import { insertPasskey, passkeyInfoOf, passkeysOf } from './passkey-store.ts';
import { RP_NAME, type RelyingParty } from './relying-party.ts';
import { userIdBytesOf } from './user-handle.ts';
import { verifyRegistration } from './verify-ceremony.ts';

// docs/auth.md "Passkeys": adding a passkey in /setting/account.

/**
 * POST /api/account/passkeys/options: options for navigator.credentials.create() and a
 * `passkey-register` ticket holding their challenge. The passkey is discoverable (it can sign
 * in alone, naming its account); the user's passkeys are excluded, so one authenticator is not
 * registered twice.
 */
export async function passkeyRegistrationOptions(
  db: Db,
  input: { userId: number; rp: RelyingParty; now: Date },
): Promise<PasskeyRegistrationOptionsContent> {
  const [user] = await db
    .select({ uuid: users.uuid, mail: users.mail, nickname: users.nickname })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw new AppError(apiCodes.loginExpired, 'auth.loginExpired');
  const keys = await passkeysOf(db, input.userId);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: input.rp.rpID,
    userName: user.mail,
    userDisplayName: user.nickname,
    userID: userIdBytesOf(user.uuid),
    excludeCredentials: keys.map((key) => ({ id: key.credentialId, transports: key.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const ticket = await createTicket(db, {
    kind: 'passkey-register',
    userId: input.userId,
    challenge: options.challenge,
    now: input.now,
  });
  return { ticket, options };
}

/**
 * POST /api/account/passkeys: the browser's answer to the ticket's challenge becomes a passkey
 * of the user. The ticket is spent whatever the answer (a challenge is answered once). The
 * account's first second factor comes with ten recovery codes, so that an account with passkeys
 * only can still sign in without them.
 */
export async function registerPasskey(
  db: Db,
  input: {
    userId: number;
    ticket: string;
    name: string;
    response: unknown;
    rp: RelyingParty;
    now: Date;
  },
): Promise<RegisteredPasskeyContent> {
  const { userId, now } = input;
  const ticket = await findTicket(db, { ticket: input.ticket, kind: 'passkey-register', now });
  if (ticket.userId !== userId || !ticket.challenge) {
    throw new AppError(apiCodes.rejected, 'auth.ticketExpired');
  }
  await useTicket(db, ticket.id, now);
  const credential = await verifyRegistration({
    response: input.response,
    challenge: ticket.challenge,
    rp: input.rp,
  });
  try {
    const registered = await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ secondFactor: users.secondFactor })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!user) throw new AppError(apiCodes.loginExpired, 'auth.loginExpired');
      const row = await insertPasskey(tx, {
        userId,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
        createdAt: now,
      });
      await recountSecondFactor(tx, userId);
      const recoveryCodes = user.secondFactor ? null : await replaceRecoveryCodes(tx, userId, now);
      return { passkey: passkeyInfoOf(row), recoveryCodes };
    });
    forgetIdentities();
    return registered;
  } catch (error) {
    if (uniqueViolationOf(error) !== undefined) {
      throw new AppError(apiCodes.conflict, 'passkey.alreadyRegistered');
    }
    throw error;
  }
}
