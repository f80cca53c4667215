import { z } from 'zod';
import { body, idField, requiredString } from './fields.ts';
import { PLATFORM_TIME_ZONE } from './home.ts';
import { uploadedFile } from './uploads.ts';

// docs/account.md: the profile of /setting/user — nickname, avatar and time zone.

/** The spec names no nickname rule; 1–20 characters once trimmed, as the header shows it. */
export const NICKNAME_MAX = 20;
/** A user's time zone until they choose one: the platform's, as a merchant's. */
export const DEFAULT_TIME_ZONE = PLATFORM_TIME_ZONE;

/** An IANA time zone name this runtime knows (Intl throws a RangeError for any other). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** PUT /api/account/profile: the avatar is one of my uploads (null: none; absent: unchanged). */
export const updateProfileBody = body({
  nickname: requiredString('account.nicknameRequired', NICKNAME_MAX),
  avatarImageId: idField.nullable().optional(),
  timeZone: z
    .string()
    .trim()
    .min(1, { error: 'account.timeZoneInvalid' })
    .max(64)
    // A name with a slash or UTC: Intl also takes offsets such as "+08:00", which are no zone.
    .refine((name) => /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name) && isTimeZone(name), {
      error: 'account.timeZoneInvalid',
    }),
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
