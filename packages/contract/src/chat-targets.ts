import { z } from 'zod';
import { body } from './fields.ts';

// Response targets (docs/chat.md "Response targets"): a merchant's business hours, in its zone,
// and how soon a waiting customer should have a first and a next answer, counted in those hours.

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The longest target: one week of business minutes. */
export const RESPONSE_TARGET_MAX_MINUTES = 7 * 24 * 60;

const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'chat.targets.timeInvalid' });

/** One opening of a weekday, `HH:mm` to `HH:mm` (24:00 ends at midnight). */
export const openingField = z
  .strictObject({ day: z.number().int().min(1).max(7), open: clock, close: clock })
  .refine((opening) => opening.open < opening.close, {
    error: 'chat.targets.closeBeforeOpen',
    path: ['close'],
  });
export type Opening = z.infer<typeof openingField>;

/** A week of openings: at most two a day, not overlapping; at least one in all. */
export const businessHoursField = z
  .array(openingField)
  .min(1, { error: 'chat.targets.hoursEmpty' })
  .max(14)
  .superRefine((openings, ctx) => {
    for (const day of WEEKDAYS) {
      const ofDay = openings
        .filter((opening) => opening.day === day)
        .sort((a, b) => (a.open < b.open ? -1 : 1));
      if (ofDay.length > 2) ctx.addIssue({ code: 'custom', message: 'chat.targets.tooMany' });
      for (let i = 1; i < ofDay.length; i += 1) {
        if (ofDay[i]!.open < ofDay[i - 1]!.close) {
          ctx.addIssue({ code: 'custom', message: 'chat.targets.overlap' });
        }
      }
    }
  });

const targetMinutes = z.number().int().min(1).max(RESPONSE_TARGET_MAX_MINUTES).nullable();

/**
 * PUT /api/chat/targets: business hours (null: always open, targets count every minute) and
 * the targets in business minutes (null: none). Applies to what is waiting from then on.
 */
/** The longest away message (docs/chat.md "Nobody there"). */
export const AWAY_MESSAGE_MAX = 500;

export const chatTargetsBody = body({
  businessHours: businessHoursField.nullable(),
  firstResponseMinutes: targetMinutes,
  nextResponseMinutes: targetMinutes,
  /**
   * What a customer reads while no member is online ('' none); left as it is when not sent.
   */
  awayMessage: z
    .string()
    .trim()
    .max(AWAY_MESSAGE_MAX, { error: 'chat.targets.awayTooLong' })
    .optional(),
});
export type ChatTargetsBody = z.input<typeof chatTargetsBody>;

export const chatTargets = z.object({
  businessHours: z.array(openingField).nullable(),
  firstResponseMinutes: z.number().nullable(),
  nextResponseMinutes: z.number().nullable(),
  awayMessage: z.string(),
  /** The merchant's zone the hours are read in. */
  timeZone: z.string(),
});
export type ChatTargets = z.infer<typeof chatTargets>;
export const chatTargetsContent = z.object({ targets: chatTargets });

/** Which answer a waiting customer waits for: the first since the conversation (re)opened, or a next one. */
export const RESPONSE_KINDS = ['first', 'next'] as const;
export type ResponseKind = (typeof RESPONSE_KINDS)[number];

/**
 * A waiting conversation's target: which answer is awaited and when it is due. Clients count the
 * business minutes left from it (business-hours.ts), live.
 */
export const responseDue = z.object({ kind: z.enum(RESPONSE_KINDS), dueAt: z.string() });
export type ResponseDue = z.infer<typeof responseDue>;
