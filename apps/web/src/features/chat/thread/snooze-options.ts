/** The snooze choices: a time from now, or (null) until the customer's next message. */
export const SNOOZE_CHOICES = ['1h', '4h', 'tomorrow', 'customer'] as const;
export type SnoozeChoice = (typeof SNOOZE_CHOICES)[number];

/** The ISO time a choice snoozes until (tomorrow = 09:00 local time), null for "until they reply". */
export function snoozeUntil(choice: SnoozeChoice, now: Date = new Date()): string | null {
  if (choice === 'customer') return null;
  if (choice === '1h' || choice === '4h') {
    const hours = choice === '1h' ? 1 : 4;
    return new Date(now.getTime() + hours * 3_600_000).toISOString();
  }
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  tomorrow.setHours(9, 0, 0, 0);
  return tomorrow.toISOString();
}
