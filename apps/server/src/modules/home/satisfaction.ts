import type { HomeContent } from '@console/contract/home';
import { addDays } from '../../lib/zoned-day.ts';
import type { HomePeriod } from './period.ts';

// The home's satisfaction (docs/home.md "Satisfaction"): the customers' ratings of resolved
// conversations in the period, from the chat module's sums (chat/rating-reads.ts).

type Rated = { count: number; stars: number };
export type MemberRatings = Rated & { id: number | null; name: string | null };
export type DayRatings = Rated & { day: string };

/** The mean of `count` ratings to 2 decimals (as the reviews' average), null without any. */
export const averageOf = ({ count, stars }: Rated) =>
  count === 0 ? null : Math.round((stars / count) * 100) / 100;

/** The period's average, per member, and every day of the period (a day without ratings too). */
export function shapeSatisfaction(
  input: { members: MemberRatings[]; days: DayRatings[] },
  period: HomePeriod,
): NonNullable<HomeContent['satisfaction']> {
  const byDay = new Map(input.days.map((day) => [day.day, day]));
  const days = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    const found = byDay.get(day) ?? { count: 0, stars: 0 };
    days.push({ day, average: averageOf(found), count: found.count });
  }
  const total = { count: 0, stars: 0 };
  for (const member of input.members) {
    total.count += member.count;
    total.stars += member.stars;
  }
  return {
    average: averageOf(total),
    count: total.count,
    members: input.members.map((row) => ({
      member: row.id === null ? null : { id: row.id, name: row.name ?? '' },
      average: averageOf(row) ?? 0,
      count: row.count,
    })),
    days,
  };
}
