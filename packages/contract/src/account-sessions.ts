import { z } from 'zod';
import { body, idField } from './fields.ts';

// docs/account.md: /setting/account — my signed-in sessions and my recent sign-ins.

/** One live session of mine; `current` is the one the request came with. */
export const accountSession = z.object({
  id: z.number(),
  /** A short summary of the user agent, e.g. "Chrome 120 · Windows" ('' when unknown). */
  browser: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  /** When a request last used it (to within 5 minutes); its sign-in time until then. */
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

/** GET /api/account/sessions: newest first. */
export const accountSessionsContent = z.object({ sessions: z.array(accountSession) });
export type AccountSessionsContent = z.infer<typeof accountSessionsContent>;

/** DELETE /api/account/sessions/{id} */
export const accountSessionParams = z.object({ id: idField });

/** POST /api/account/sessions/revoke-others: a body is optional (merchants_id at most). */
export const revokeOthersBody = body({}).nullish();

/** What it answers: how many sessions were ended. */
export const revokeOthersContent = z.object({ revoked: z.number() });
export type RevokeOthersContent = z.infer<typeof revokeOthersContent>;

/** The most sign-in attempts GET /api/account/sign-ins answers. */
export const SIGN_INS_SHOWN = 20;

/** One password sign-in attempt with my mail or mobile. */
export const signInAttempt = z.object({
  id: z.number(),
  ip: z.string(),
  succeeded: z.boolean(),
  at: z.string(),
});
export type SignInAttempt = z.infer<typeof signInAttempt>;

/** GET /api/account/sign-ins: newest first. */
export const signInsContent = z.object({ signIns: z.array(signInAttempt) });
export type SignInsContent = z.infer<typeof signInsContent>;
