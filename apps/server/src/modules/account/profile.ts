import { eq } from 'drizzle-orm';
import type { ProfileContent } from '@console/contract/account-profile';
import { uploadUrl } from '@console/contract/uploads';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { updateUser } from '../../identity/index.ts';
import { claimUploads, describeUpload, ownUploads } from '../uploads/index.ts';

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
 * PUT /api/account/profile: the avatar must be the one shown, or an image I uploaded (POST
 * /api/uploads checked its type and size, as for a shop logo) attached to nothing else, which
 * the avatar then claims (docs/api.md "Uploads"); faceUrl, which the user info answers,
 * follows it.
 */
export async function updateProfile(
  db: Db,
  input: { userId: number; change: ProfileChange },
): Promise<ProfileContent> {
  const { userId, change } = input;
  const avatar: { avatarImageId?: number | null; faceUrl?: string } = {};
  const imageId = change.avatarImageId;
  if (imageId === null) Object.assign(avatar, { avatarImageId: null, faceUrl: '' });
  if (typeof imageId === 'number')
    Object.assign(avatar, { avatarImageId: imageId, faceUrl: uploadUrl(imageId) });
  const shown = (await findProfileRow(db, userId))?.avatarImageId;
  await db.transaction(async (tx) => {
    if (typeof imageId === 'number' && imageId !== shown) {
      await claimUploads(tx, [imageId], {
        owner: { userId },
        kind: 'avatar',
        objectId: userId,
        merchantId: null,
        field: 'avatarImageId',
        message: 'account.avatarInvalid',
      });
    }
    await updateUser(tx, userId, {
      nickname: change.nickname,
      timeZone: change.timeZone,
      ...avatar,
    });
  });
  return readProfile(db, userId);
}
