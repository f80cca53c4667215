import { isoBase64URL } from '@simplewebauthn/server/helpers';

// docs/auth.md "Passkeys": a passkey names its account by the user handle given when it was
// made: the 16 bytes of the user's uuid (no mail or mobile on the authenticator).

/** The user handle's bytes, as registration options carry them. */
export const userIdBytesOf = (uuid: string) =>
  new Uint8Array(Buffer.from(uuid.replace(/-/g, ''), 'hex'));

/** The user handle, base64url as an authentication answer carries it. */
export const userHandleOf = (uuid: string) => isoBase64URL.fromBuffer(userIdBytesOf(uuid));
