import type { SessionContent } from '@console/contract/auth';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { createSession } from '../../identity/index.ts';
import { buildUserInfo } from './user-info.ts';

export type ClientMeta = { ip: string; userAgent: string; now: Date };

/** spec §7: register and every sign-in answer uuid, token and info. */
export async function startSession(
  db: Db,
  user: UserRow,
  meta: ClientMeta,
): Promise<SessionContent> {
  const token = await createSession(db, { userId: user.id, ...meta });
  return { uuid: user.uuid, token, info: await buildUserInfo(db, user) };
}
