import { z } from 'zod';
import { body, captchaField, mailField, mobileField, newPasswordField } from './fields.ts';

// docs/account.md: /setting/account — change my password, my mail or my mobile.

/** PUT /api/account/password: the current password, and a new one under the registration rule. */
export const changePasswordBody = body({
  current: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'validation.currentPassword.required' : undefined,
    })
    .min(1, { error: 'validation.currentPassword.required' })
    .max(128),
  password: newPasswordField,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** What it answers: how many other sessions were ended. */
export const changePasswordContent = z.object({ revoked: z.number() });
export type ChangePasswordContent = z.infer<typeof changePasswordContent>;

export const CONTACT_CHANNELS = ['mail', 'mobile'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/**
 * `to` follows the channel's own rule and message, reported on the field `to`. A mail is
 * lower-cased by the server (`normalizeContact`), as mailField does for registration.
 */
function checkTarget(value: { channel: ContactChannel; to: string }, ctx: z.RefinementCtx) {
  const isMail = value.channel === 'mail';
  if ((isMail ? mailField : mobileField).safeParse(value.to).success) return;
  const message =
    value.to.trim() === ''
      ? isMail
        ? 'validation.email.required'
        : 'validation.mobile.required'
      : isMail
        ? 'validation.email.format'
        : 'validation.mobile.format';
  ctx.addIssue({ code: 'custom', path: ['to'], message });
}

const channelField = z.enum(CONTACT_CHANNELS);
const toField = z.string().max(254);

/** The stored form of a contact: a mail trimmed and lower-cased, a mobile trimmed. */
export const normalizeContact = (channel: ContactChannel, to: string) =>
  channel === 'mail' ? to.trim().toLowerCase() : to.trim();

/** POST /api/account/contact/code: a code to the new mail or mobile. */
export const sendContactCodeBody = body({ channel: channelField, to: toField }).superRefine(
  checkTarget,
);
export type SendContactCodeBody = z.input<typeof sendContactCodeBody>;

/** PUT /api/account/contact: the new mail or mobile, with the code sent to it. */
export const changeContactBody = body({
  channel: channelField,
  to: toField,
  code: captchaField,
}).superRefine(checkTarget);
export type ChangeContactBody = z.input<typeof changeContactBody>;

/** What it answers: my mail and mobile after the change. */
export const changeContactContent = z.object({ mail: z.string(), mobile: z.string() });
export type ChangeContactContent = z.infer<typeof changeContactContent>;
