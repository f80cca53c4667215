import { z } from 'zod';
import type { MessageKey } from './messages.ts';
import { CAPTCHA_PATTERN, EMAIL_PATTERN, MOBILE_PATTERN, PASSWORD_PATTERN } from './patterns.ts';

/** A string whose absence or emptiness is reported with the spec's "please enter" message. */
export const requiredString = (requiredKey: MessageKey, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? requiredKey : undefined) })
    .trim()
    .min(1, { error: requiredKey })
    .max(max);

export const mobileField = requiredString('validation.mobile.required', 11).regex(MOBILE_PATTERN, {
  error: 'validation.mobile.format',
});

export const mailField = requiredString('validation.email.required', 254)
  .regex(EMAIL_PATTERN, { error: 'validation.email.format' })
  .transform((mail) => mail.toLowerCase());

export const newPasswordField = z
  .string({
    error: (issue) => (issue.input === undefined ? 'validation.password.required' : undefined),
  })
  .min(1, { error: 'validation.password.required' })
  .max(64)
  .regex(PASSWORD_PATTERN, { error: 'validation.password.rule' });

export const captchaField = requiredString('validation.captcha.required', 6).regex(
  CAPTCHA_PATTERN,
  { error: 'validation.captcha.format' },
);

/** Ids are bigint identities, exposed as numbers while they stay within 2^53 (docs/api.md). */
export const idField = z
  .union([
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    z
      .string()
      .regex(/^[1-9]\d{0,15}$/)
      .transform(Number),
  ])
  // Spelled out for the OpenAPI description: nested in another union, the generator lost the
  // string branch (docs/api.md "The published description").
  .meta({
    anyOf: [
      { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
      { type: 'string', pattern: '^[1-9]\\d{0,15}$' },
    ],
  });

/** DESIGN §3 optimistic locking: the `version` a change was made against (a stale one → 1004). */
export const versionField = z.number().int().min(1);

/** spec §7: the web puts the current merchants_id into every body or query. */
export const merchantsIdField = idField.optional();

/** A request body: unknown fields are refused, the merchant context is always accepted. */
export const body = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject({ ...shape, merchants_id: merchantsIdField });

/** A body that carries nothing but, at most, the merchant context; none at all is fine too. */
export const emptyBody = body({}).nullish();

/**
 * The bodies of an editable draft (records, activities; DESIGN §4): create with whatever is
 * filled in, update with the whole form again against the version read, and an action (submit,
 * withdraw, offline) that names only the version. `check` applies the same cross-field rules to
 * create and update.
 */
export function draftBodies<T extends z.ZodRawShape>(
  shape: T,
  check: (value: z.output<z.ZodObject<T>>, ctx: z.RefinementCtx) => void,
) {
  // Both objects hold every field of `shape` (and more), which is all `check` reads.
  const refine = check as (value: unknown, ctx: z.RefinementCtx) => void;
  return {
    create: body(shape).superRefine(refine),
    update: body({ version: versionField, ...shape }).superRefine(refine),
    action: body({ version: versionField }),
  };
}
