import { z } from 'zod';
import { body } from './fields.ts';
import { SECOND_FACTOR_METHODS } from './second-factor.ts';

// docs/auth.md "Sign-ins": the owner sees who signs in to a member's account, and signs a member
// out everywhere. The owner's only, not member:manage's (docs/account.md "Decisions").

/** How a session was opened: the first factor, or the registration that opened it. */
export const SIGN_IN_METHODS = ['password', 'code', 'passkey', 'register'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** The most sign-ins GET /api/merchant/members/{userId}/sign-ins answers. */
export const MEMBER_SIGN_INS_SHOWN = 50;

/** One sign-in of the member: a session opened, whether or not it still lives. */
export const memberSignIn = z.object({
  id: z.number(),
  /** When (ISO); the web shows it on the merchant's clock. */
  at: z.string(),
  ip: z.string(),
  /** A short summary of the user agent, e.g. "Chrome 120 · Windows" ('' when unknown). */
  browser: z.string(),
  method: z.enum(SIGN_IN_METHODS),
  /** The second factor given, null when none was asked. */
  secondFactor: z.enum(SECOND_FACTOR_METHODS).nullable(),
});
export type MemberSignIn = z.infer<typeof memberSignIn>;

/** GET /api/merchant/members/{userId}/sign-ins: the last MEMBER_SIGN_INS_SHOWN, newest first. */
export const memberSignInsContent = z.object({ signIns: z.array(memberSignIn) });
export type MemberSignInsContent = z.infer<typeof memberSignInsContent>;

/** POST /api/merchant/members/{userId}/sign-out: merchants_id at most. */
export const signOutMemberBody = body({}).nullish();

/** What it answers: how many live sessions ended. */
export const signOutMemberContent = z.object({ ended: z.number() });
export type SignOutMemberContent = z.infer<typeof signOutMemberContent>;
