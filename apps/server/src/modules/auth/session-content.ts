import type { SessionContent } from '@console/contract/auth';
import type { SecondFactorMethod } from '@console/contract/second-factor';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { createSession } from '../../identity/index.ts';
import { buildUserInfo } from './user-info.ts';

export type ClientMeta = { ip: string; userAgent: string; now: Date };

/** How a session was opened (docs/auth.md "Sign-ins"). */
export type SignInHow = {
  method: 'password' | 'code' | 'passkey' | 'register';
  secondFactor?: SecondFactorMethod | null;
};

/** spec §7: register and every sign-in answer uuid, token and info. */
export async function startSession(
  db: Db,
  user: UserRow,
  meta: ClientMeta,
  how: SignInHow,
): Promise<SessionContent> {
  const token = await createSession(db, { userId: user.id, ...meta, ...how });
  return { uuid: user.uuid, token, info: await buildUserInfo(db, user) };
}
