import {
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { apiCodes } from '@console/contract/api-codes';
import { AppError } from '../../http/app-error.ts';
import type { PasskeyRow } from './passkey-store.ts';
import type { RelyingParty } from './relying-party.ts';

// docs/auth.md "Passkeys": @simplewebauthn/server checks the browser's answer (challenge,
// origin, RP ID hash, flags, signature, counter). Whatever it refuses, or fails to read (bad
// CBOR, a key of the wrong kind), is a 1001 to the caller, never a 500.

const refused = () => new AppError(apiCodes.rejected, 'passkey.verifyFailed');

async function orRefused<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch {
    throw refused();
  }
}

/** A registration answer to `challenge`: the new credential, or 1001. */
export async function verifyRegistration(input: {
  response: unknown;
  challenge: string;
  rp: RelyingParty;
}): Promise<WebAuthnCredential> {
  const result = await orRefused(() =>
    verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: input.challenge,
      expectedOrigin: input.rp.origin,
      expectedRPID: input.rp.rpID,
      // The options ask verification as "preferred": a key without a PIN may register, and
      // serves as a second factor (signing in with it alone requires verification).
      requireUserVerification: false,
    }),
  );
  if (!result.verified) throw refused();
  return result.registrationInfo.credential;
}

/**
 * An authentication answer to `challenge` by the stored passkey: its new counter, or 1001.
 * `userVerified` is required of a passkey that signs in alone (possession and a PIN or
 * biometric in one step).
 */
export async function verifyAssertion(input: {
  response: unknown;
  challenge: string;
  rp: RelyingParty;
  passkey: PasskeyRow;
  requireUserVerification: boolean;
}): Promise<number> {
  const { passkey } = input;
  const result = await orRefused(() =>
    verifyAuthenticationResponse({
      response: input.response as AuthenticationResponseJSON,
      expectedChallenge: input.challenge,
      expectedOrigin: input.rp.origin,
      expectedRPID: input.rp.rpID,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: input.requireUserVerification,
    }),
  );
  if (!result.verified) throw refused();
  return result.authenticationInfo.newCounter;
}
