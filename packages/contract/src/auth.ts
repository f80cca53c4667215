import { z } from 'zod';
import { PLATFORM_ROLES } from './roles.ts';
import {
  body,
  captchaField,
  mailField,
  mobileField,
  newPasswordField,
  requiredString,
} from './fields.ts';

export const captchaPurposes = ['register', 'login', 'reset'] as const;
export type CaptchaPurpose = (typeof captchaPurposes)[number];

/** POST /api/captcha: a one-time code to a mobile or a mail (exactly one). */
export const sendCaptchaBody = body({
  mobile: mobileField.optional(),
  mail: mailField.optional(),
  purpose: z.enum(captchaPurposes),
}).superRefine((value, ctx) => {
  if ((value.mobile === undefined) === (value.mail === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'validation.mobile.required' });
  }
});
export type SendCaptchaBody = z.input<typeof sendCaptchaBody>;
export const sendCaptchaContent = z.object({ resendAfter: z.number() });

/** POST /api/register (spec §3 registration payload); the captcha goes to the mobile. */
export const registerBody = body({
  mail: mailField,
  password: newPasswordField,
  mobile: mobileField,
  captcha: captchaField,
});
export type RegisterBody = z.input<typeof registerBody>;

/** POST /api/login (spec §3 login payload); username is the mail or the mobile (DESIGN §3). */
export const loginBody = body({
  username: requiredString('validation.username.required', 254),
  password: z
    .string({
      error: (issue) => (issue.input === undefined ? 'validation.password.required' : undefined),
    })
    .min(1, { error: 'validation.password.required' })
    .max(128),
});
export type LoginBody = z.input<typeof loginBody>;

/** POST /api/login/captcha: "sign in with other methods". */
export const loginByCaptchaBody = body({ mobile: mobileField, captcha: captchaField });
export type LoginByCaptchaBody = z.input<typeof loginByCaptchaBody>;

/** POST /api/password/reset: "forgot password", with a code sent to the mobile or the mail. */
export const resetPasswordBody = body({
  mobile: mobileField.optional(),
  mail: mailField.optional(),
  captcha: captchaField,
  password: newPasswordField,
}).superRefine((value, ctx) => {
  if ((value.mobile === undefined) === (value.mail === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'validation.mobile.required' });
  }
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const merchantRef = z.object({ id: z.number(), name: z.string() });
export type MerchantRef = z.infer<typeof merchantRef>;

/** spec §3 user info. */
export const userInfo = z.object({
  nickname: z.string(),
  faceUrl: z.string(),
  mail: z.string(),
  mobile: z.string(),
  merchants: z.array(merchantRef),
  access: z.array(z.enum(PLATFORM_ROLES)),
  /**
   * The merchants and platform roles requiring a second factor of a user who has none
   * (docs/auth.md "Required"); empty otherwise.
   */
  secondFactorRequiredBy: z.array(z.string()),
});
export type UserInfo = z.infer<typeof userInfo>;

/** What register and the sign-in calls answer (spec §7: uuid, token and info). */
export const sessionContent = z.object({ uuid: z.string(), token: z.string(), info: userInfo });
export type SessionContent = z.infer<typeof sessionContent>;

export type SendCaptchaContent = z.infer<typeof sendCaptchaContent>;
