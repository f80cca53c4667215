import { z } from 'zod';
import { sessionContent } from './auth.ts';
import { body, requiredString } from './fields.ts';

// docs/auth.md: the second factor (an authenticator app, recovery codes, passkeys) and the
// sign-in step that asks for it.

/** What a second factor can be given as. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** How many recovery codes a user gets each time they are made. */
export const RECOVERY_CODE_COUNT = 10;

/** How long a sign-in waits for its second factor, and how many wrong codes one ticket takes. */
export const SIGN_IN_TICKET_TTL_MS = 5 * 60 * 1000;
export const SIGN_IN_TICKET_MAX_ATTEMPTS = 5;

/** The authenticator app's codes: RFC 6238 with SHA-1, 6 digits, 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_ISSUER = 'Merchant Console';

/**
 * A right first factor of an account with a second factor: no session yet, but a ticket for
 * POST /api/login/second-factor (or a passkey) and the methods the account can use.
 */
export const secondFactorChallenge = z.object({
  secondFactor: z.object({
    ticket: z.string(),
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
  }),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

/** What POST /api/login and /api/login/captcha answer. */
export const loginContent = z.union([sessionContent, secondFactorChallenge]);
export type LoginContent = z.infer<typeof loginContent>;

export function isSecondFactorChallenge(content: LoginContent): content is SecondFactorChallenge {
  return 'secondFactor' in content;
}

const ticketField = requiredString('validation.required', 64);

/** An authenticator app's code: 6 digits (spaces allowed, as apps show "123 456"). */
const totpCodeField = requiredString('validation.secondFactorCode.required', 16)
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'validation.totpCode.format' }));

/** A code of the app or a recovery code (xxxxx-xxxxx; case and dashes are not significant). */
const anyCodeField = requiredString('validation.secondFactorCode.required', 32);

/** POST /api/login/second-factor */
export const secondFactorBody = body({ ticket: ticketField, code: anyCodeField });
export type SecondFactorBody = z.input<typeof secondFactorBody>;

/** POST /api/account/totp/setup: a new secret waiting for its first code. */
export const totpSetupContent = z.object({
  /** Base32, for typing into the app. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
});
export type TotpSetupContent = z.infer<typeof totpSetupContent>;

/** POST /api/account/totp/enable, POST /api/account/recovery-codes: a current app code. */
export const totpCodeBody = body({ code: totpCodeField });
export type TotpCodeBody = z.input<typeof totpCodeBody>;

/** POST /api/account/totp/disable: a current app code or an unused recovery code. */
export const secondFactorCodeBody = body({ code: anyCodeField });
export type SecondFactorCodeBody = z.input<typeof secondFactorCodeBody>;

/** The recovery codes, shown once. */
export const recoveryCodesContent = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesContent = z.infer<typeof recoveryCodesContent>;

/** One passkey of mine. */
export const passkeyInfo = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyInfo = z.infer<typeof passkeyInfo>;

/** GET /api/account/second-factor */
export const secondFactorStatus = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number(),
  passkeys: z.array(passkeyInfo),
  /** Merchants and platform roles that require a second factor of mine. */
  requiredBy: z.array(z.string()),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;

/** PUT /api/merchant/second-factor (the owner): require a second factor of everyone here. */
export const merchantSecondFactorBody = body({ required: z.boolean() });
export type MerchantSecondFactorBody = z.input<typeof merchantSecondFactorBody>;

/** GET and PUT /api/merchant/second-factor */
export const merchantSecondFactorContent = z.object({ required: z.boolean() });
export type MerchantSecondFactorContent = z.infer<typeof merchantSecondFactorContent>;
