import { z } from 'zod';
import { body } from './fields.ts';
import { MESSAGE_TYPES, type MessageType } from './user-messages.ts';

// docs/account.md: /setting/account — per message type (the bell's kinds), three switches.

/**
 * `bell`: counted in the bell's badge and the page title (the bell's tab still lists it);
 * `toast`: a pushed one is toasted; `sound`: a pushed one plays a short tone.
 */
export const notificationSwitches = z.strictObject({
  bell: z.boolean(),
  toast: z.boolean(),
  sound: z.boolean(),
});
export type NotificationSwitches = z.infer<typeof notificationSwitches>;

/** Until the user saves: counted and toasted as before this setting existed, silent. */
export const DEFAULT_NOTIFICATION_SWITCHES: NotificationSwitches = {
  bell: true,
  toast: true,
  sound: false,
};

const kindField = z
  .number()
  .int()
  .refine((value): value is MessageType => (MESSAGE_TYPES as readonly number[]).includes(value), {
    error: 'validation.invalid',
  });

export const notificationPreference = notificationSwitches.extend({ type: kindField });
export type NotificationPreference = z.infer<typeof notificationPreference>;

/** GET /api/account/notifications: every message type, in MESSAGE_TYPES order. */
export const notificationsContent = z.object({ kinds: z.array(notificationPreference) });
export type NotificationsContent = z.infer<typeof notificationsContent>;

/** PUT /api/account/notifications: the types to change, each at most once. */
export const updateNotificationsBody = body({
  kinds: z.array(notificationPreference).min(1).max(MESSAGE_TYPES.length),
}).superRefine((value, ctx) => {
  const seen = new Set<number>();
  value.kinds.forEach((kind, index) => {
    if (seen.has(kind.type)) {
      ctx.addIssue({
        code: 'custom',
        path: ['kinds', index, 'type'],
        message: 'validation.invalid',
      });
    }
    seen.add(kind.type);
  });
});
export type UpdateNotificationsBody = z.input<typeof updateNotificationsBody>;
