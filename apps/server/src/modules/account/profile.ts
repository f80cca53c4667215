import { eq } from 'drizzle-orm';
import type { ProfileContent } from '@console/contract/account-profile';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { fieldError } from '../../http/app-error.ts';
import { describeUpload, ownUploads } from '../uploads/index.ts';

type ProfileChange = { nickname: string; avatarImageId?: number | null; timeZone: string };

async function findProfileRow(db: Db, userId: number) {
  const [row] = await db
    .select({
      nickname: users.nickname,
      faceUrl: users.faceUrl,
      avatarImageId: users.avatarImageId,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** GET /api/account/profile: the avatar only while it is still my own upload. */
export async function readProfile(db: Db, userId: number): Promise<ProfileContent> {
  const row = await findProfileRow(db, userId);
  if (!row) return { nickname: '', faceUrl: '', avatar: null, timeZone: '' };
  const [avatar] = row.avatarImageId ? await ownUploads(db, userId, [row.avatarImageId]) : [];
  return {
    nickname: row.nickname,
    faceUrl: row.faceUrl,
    avatar: avatar ? describeUpload(avatar) : null,
    timeZone: row.timeZone,
  };
}

/**
 * PUT /api/account/profile: the avatar must be an image I uploaded (POST /api/uploads checked
 * its type and size, as for a shop logo); faceUrl, which the user info answers, follows it.
 */
export async function updateProfile(
  db: Db,
  input: { userId: number; change: ProfileChange },
): Promise<ProfileContent> {
  const { userId, change } = input;
  const avatar: { avatarImageId?: number | null; faceUrl?: string } = {};
  if (change.avatarImageId === null) Object.assign(avatar, { avatarImageId: null, faceUrl: '' });
  if (typeof change.avatarImageId === 'number') {
    const [upload] = await ownUploads(db, userId, [change.avatarImageId]);
    if (!upload) throw fieldError('avatarImageId', 'account.avatarInvalid');
    Object.assign(avatar, { avatarImageId: upload.id, faceUrl: describeUpload(upload).url });
  }
  await db
    .update(users)
    .set({ nickname: change.nickname, timeZone: change.timeZone, ...avatar })
    .where(eq(users.id, userId));
  return readProfile(db, userId);
}
