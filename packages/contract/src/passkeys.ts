import { z } from 'zod';
import { body, idField, requiredString } from './fields.ts';
import { passkeyInfo } from './second-factor.ts';

// docs/auth.md "Passkeys": registering a passkey in /setting/account, signing in with one alone,
// or giving one as the second factor of a sign-in. The options are WebAuthn's JSON forms
// (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON) as @simplewebauthn/server
// makes them; the browser's answers are checked for shape here and verified by the server.

/** A passkey's name, as its owner tells their passkeys apart. */
export const PASSKEY_NAME_MAX = 40;

/** Credential ids are at most 1023 bytes (WebAuthn §5.8.3): 1364 base64url characters. */
const CREDENTIAL_ID_MAX = 1400;
/** The longest encoded part of an answer (an attestation may carry certificates). */
const ENCODED_MAX = 64 * 1024;

const ticketField = requiredString('validation.required', 64);

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'validation.passkeyResponse' });

const credentialDescriptor = z.object({
  id: z.string(),
  /** 'public-key' (typed as a string by @simplewebauthn/server). */
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/** What navigator.credentials.create() is given (startRegistration of @simplewebauthn/browser). */
export const passkeyCreationOptions = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    })
    .optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  hints: z.array(z.string()).optional(),
});
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptions>;

/** What navigator.credentials.get() is given (startAuthentication). */
export const passkeyRequestOptions = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
});
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptions>;

/** A ceremony's options and the ticket that holds its challenge for the answer. */
export const passkeyRegistrationOptionsContent = z.object({
  ticket: z.string(),
  options: passkeyCreationOptions,
});
export type PasskeyRegistrationOptionsContent = z.infer<typeof passkeyRegistrationOptionsContent>;

export const passkeySignInOptionsContent = z.object({
  ticket: z.string(),
  options: passkeyRequestOptions,
});
export type PasskeySignInOptionsContent = z.infer<typeof passkeySignInOptionsContent>;

/**
 * The browser's answers (RegistrationResponseJSON / AuthenticationResponseJSON): the fields the
 * server reads are checked here; browsers may add more, which are let through.
 */
const credentialFields = {
  id: base64url(CREDENTIAL_ID_MAX).min(1, { error: 'validation.passkeyResponse' }),
  rawId: base64url(CREDENTIAL_ID_MAX),
  type: z.literal('public-key', { error: 'validation.passkeyResponse' }),
  authenticatorAttachment: z.string().max(32).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
};

export const passkeyRegistrationResponse = z.looseObject({
  ...credentialFields,
  response: z.looseObject({
    clientDataJSON: base64url(ENCODED_MAX),
    attestationObject: base64url(ENCODED_MAX),
    authenticatorData: base64url(ENCODED_MAX).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(ENCODED_MAX).optional(),
  }),
});

export const passkeyAuthenticationResponse = z.looseObject({
  ...credentialFields,
  response: z.looseObject({
    clientDataJSON: base64url(ENCODED_MAX),
    authenticatorData: base64url(ENCODED_MAX),
    signature: base64url(ENCODED_MAX),
    userHandle: base64url(1024).optional(),
  }),
});

const nameField = requiredString('validation.passkeyName.required', PASSKEY_NAME_MAX);

/** POST /api/account/passkeys/options: nothing but the caller's session. */
export const passkeyRegistrationOptionsBody = body({}).nullish();

/** POST /api/account/passkeys: the options' ticket, a name and the browser's answer. */
export const registerPasskeyBody = body({
  ticket: ticketField,
  name: nameField,
  response: passkeyRegistrationResponse,
});
export type RegisterPasskeyBody = z.input<typeof registerPasskeyBody>;

/**
 * What registering answers: the passkey and, when it is the account's first second factor,
 * its ten recovery codes (shown once; null otherwise).
 */
export const registeredPasskeyContent = z.object({
  passkey: passkeyInfo,
  recoveryCodes: z.array(z.string()).nullable(),
});
export type RegisteredPasskeyContent = z.infer<typeof registeredPasskeyContent>;

/** PUT and DELETE /api/account/passkeys/{id} */
export const passkeyParams = z.object({ id: idField });

/** PUT /api/account/passkeys/{id} */
export const renamePasskeyBody = body({ name: nameField });
export type RenamePasskeyBody = z.input<typeof renamePasskeyBody>;

/**
 * POST /api/login/passkey/options: no ticket to sign in with a passkey alone (any passkey of
 * this site); the ticket of a right password or code to give a passkey as the second factor.
 */
export const passkeySignInOptionsBody = body({ ticket: ticketField.optional() }).nullish();
export type PasskeySignInOptionsBody = z.input<typeof passkeySignInOptionsBody>;

/** POST /api/login/passkey: the options' ticket and the browser's answer. */
export const passkeySignInBody = body({
  ticket: ticketField,
  response: passkeyAuthenticationResponse,
});
export type PasskeySignInBody = z.input<typeof passkeySignInBody>;
