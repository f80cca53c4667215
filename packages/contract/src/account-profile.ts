import { z } from 'zod';
import { body, idField, requiredString } from './fields.ts';
import { PLATFORM_TIME_ZONE, timeZoneField } from './time-zone.ts';
import { uploadedFile } from './uploads.ts';

// docs/account.md: the profile of /setting/user — nickname, avatar and time zone.

/** The spec names no nickname rule; 1–20 characters once trimmed, as the header shows it. */
export const NICKNAME_MAX = 20;
/** A user's time zone until they choose one: the platform's, as a merchant's. */
export const DEFAULT_TIME_ZONE = PLATFORM_TIME_ZONE;

/** PUT /api/account/profile: the avatar is one of my uploads (null: none; absent: unchanged). */
export const updateProfileBody = body({
  nickname: requiredString('account.nicknameRequired', NICKNAME_MAX),
  avatarImageId: idField.nullable().optional(),
  timeZone: timeZoneField,
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/** GET and PUT /api/account/profile */
export const profileContent = z.object({
  nickname: z.string(),
  faceUrl: z.string(),
  avatar: uploadedFile.nullable(),
  timeZone: z.string(),
});
export type ProfileContent = z.infer<typeof profileContent>;
