import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_SWITCHES,
  notificationSwitches,
  type NotificationPreference,
  type NotificationsContent,
  type NotificationSwitches,
} from '@console/contract/account-notifications';
import { MESSAGE_TYPES } from '@console/contract/user-messages';
import type { Db } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema.ts';

type Stored = Record<string, unknown>;

async function findStored(db: Db, userId: number): Promise<Stored> {
  const [row] = await db
    .select({ prefs: notificationPreferences.prefs })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .limit(1);
  const prefs = row?.prefs;
  return typeof prefs === 'object' && prefs !== null ? (prefs as Stored) : {};
}

/** Every type, the stored switches checked again (a value the contract no longer allows falls back). */
function contentOf(stored: Stored): NotificationsContent {
  return {
    kinds: MESSAGE_TYPES.map((type) => {
      const checked = notificationSwitches.safeParse(stored[String(type)]);
      const switches: NotificationSwitches = checked.success
        ? checked.data
        : DEFAULT_NOTIFICATION_SWITCHES;
      return { type, ...switches };
    }),
  };
}

/** GET /api/account/notifications */
export async function readNotificationPreferences(
  db: Db,
  userId: number,
): Promise<NotificationsContent> {
  return contentOf(await findStored(db, userId));
}

/** PUT /api/account/notifications: the listed types are replaced, the others kept. */
export async function updateNotificationPreferences(
  db: Db,
  input: { userId: number; kinds: NotificationPreference[]; now: Date },
): Promise<NotificationsContent> {
  const { userId, kinds, now } = input;
  const prefs: Stored = { ...(await findStored(db, userId)) };
  for (const { type, bell, toast, sound } of kinds) prefs[String(type)] = { bell, toast, sound };
  await db
    .insert(notificationPreferences)
    .values({ userId, prefs, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { prefs, updatedAt: now },
    });
  return contentOf(prefs);
}
