import { HOME_CHART_DAYS, type HomeRange } from '@console/contract/home';
import { addDays, daysBetween, zonedDay } from '../../lib/zoned-day.ts';

/** A period of the merchant's days, both ends included, and the one of the same length before. */
export type HomePeriod = { from: string; to: string; previousFrom: string; previousTo: string };

/** The period a range names, in the merchant's days (`today` is the merchant's today). */
export function periodOf(
  range: HomeRange,
  today: string,
  custom: { from?: string; to?: string },
): HomePeriod {
  const [from, to] =
    range === 'custom'
      ? [custom.from!, custom.to!]
      : [addDays(today, range === '7d' ? -6 : range === '30d' ? -29 : 0), today];
  const length = daysBetween(from, to);
  return { from, to, previousFrom: addDays(from, -length), previousTo: addDays(from, -1) };
}

/** The merchant's today. */
export const todayOf = (now: Date, timeZone: string) => zonedDay(now, timeZone);

/** The chart's first day: HOME_CHART_DAYS days ending today. */
export const chartStart = (today: string) => addDays(today, 1 - HOME_CHART_DAYS);
