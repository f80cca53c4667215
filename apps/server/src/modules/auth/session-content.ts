import type { SessionContent } from '@console/contract/auth';
import type { SecondFactorMethod } from '@console/contract/second-factor';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { createSession, deviceHistory, hashToken } from '../../identity/index.ts';
import { buildUserInfo } from './user-info.ts';

/**
 * The browser a sign-in comes from (docs/auth.md "New browsers"): its device id, read from its
 * cookie or `minted` for this request. startSession notes the session it `started`, which the
 * answer reads (new-browsers.ts): the cookie to set, the notice to send.
 */
export type SignInDevice = {
  id: string;
  minted: boolean;
  started?: { at: Date; mail: string; timeZone: string; newBrowser: boolean };
};

export type ClientMeta = { ip: string; userAgent: string; now: Date; device?: SignInDevice };

/** How a session was opened (docs/auth.md "Sign-ins"). */
export type SignInHow = {
  method: 'password' | 'code' | 'passkey' | 'register';
  secondFactor?: SecondFactorMethod | null;
};

/**
 * A browser is new to the account when no earlier session of the user came from it. An account
 * none of whose sessions recorded a browser (all opened before browsers were recorded) has no
 * new browser: its first recorded one is taken as known, so the change itself sends nobody a
 * notice. A registration's browser is the account's first.
 */
async function isNewBrowser(db: Db, userId: number, deviceHash: string, how: SignInHow) {
  if (how.method === 'register') return false;
  const { known, tracked } = await deviceHistory(db, userId, deviceHash);
  return !known && tracked;
}

/** spec §7: register and every sign-in answer uuid, token and info. */
export async function startSession(
  db: Db,
  user: UserRow,
  meta: ClientMeta,
  how: SignInHow,
): Promise<SessionContent> {
  const { device, ...client } = meta;
  const deviceHash = device ? hashToken(device.id) : null;
  const newBrowser = deviceHash !== null && (await isNewBrowser(db, user.id, deviceHash, how));
  const token = await createSession(db, { userId: user.id, ...client, ...how, deviceHash });
  if (device) {
    device.started = { at: meta.now, mail: user.mail, timeZone: user.timeZone, newBrowser };
  }
  return { uuid: user.uuid, token, info: await buildUserInfo(db, user) };
}
