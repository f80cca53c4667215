import { and, desc, eq, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatRatings, conversations, users } from '../../db/schema.ts';

// What other areas show of the ratings (docs/chat.md "Satisfaction"); ratings.ts is their door.

/** The merchant's ratings given in [`from`, `to`): instants, any SQL (the home's placeholders). */
type RatedRange = { merchantId: SQLWrapper; from: SQLWrapper; to: SQLWrapper };

const ratedIn = ({ merchantId, from, to }: RatedRange) =>
  sql`r.merchant_id = ${merchantId} and r.rated_at >= ${from}::timestamptz and r.rated_at < ${to}::timestamptz`;

/**
 * The ratings given in a range per member rated, as a JSON array of `{ id, name, count, stars }`
 * (`stars` their sum; id and name null when the member is gone): a scalar subquery for the
 * home's one statement (docs/home.md "Satisfaction"), read by `chat_ratings_merchant_idx`.
 */
export const ratingsPerMemberJson = (range: RatedRange) =>
  sql`(select coalesce(json_agg(m order by m.count desc, m.name, m.id), '[]'::json) from (
    select r.member_id as id, u.nickname as name, count(*)::int as count, sum(r.rating)::int as stars
    from ${chatRatings} r left join ${users} u on u.id = r.member_id
    where ${ratedIn(range)}
    group by r.member_id, u.nickname) m)`;

/** The same ratings per calendar day in `timeZone` (the merchant's days): `{ day, count, stars }`. */
export const ratingsPerDayJson = (range: RatedRange, timeZone: SQLWrapper) =>
  sql`(select coalesce(json_agg(d order by d.day), '[]'::json) from (
    select (r.rated_at at time zone ${timeZone}::text)::date::text as day, count(*)::int as count,
      sum(r.rating)::int as stars
    from ${chatRatings} r where ${ratedIn(range)}
    group by 1) d)`;

/**
 * A customer's ratings of their conversation with a merchant (one per merchant and customer),
 * newest first: the customer's timeline (docs/customers.md "Detail and changes").
 */
export async function customerRatings(
  db: Db,
  input: { merchantId: number; customerId: number; limit: number },
) {
  const rows = await db
    .select({
      conversationId: chatRatings.conversationId,
      rating: chatRatings.rating,
      comment: chatRatings.comment,
      ratedAt: chatRatings.ratedAt,
      memberId: users.id,
      memberName: users.nickname,
    })
    .from(chatRatings)
    .leftJoin(users, eq(users.id, chatRatings.memberId))
    .where(
      and(
        eq(
          chatRatings.conversationId,
          sql`(select ${conversations.id} from ${conversations} where ${conversations.merchantId} = ${input.merchantId} and ${conversations.customerId} = ${input.customerId})`,
        ),
        isNotNull(chatRatings.ratedAt),
      ),
    )
    .orderBy(desc(chatRatings.ratedAt), desc(chatRatings.id))
    .limit(input.limit);
  return rows.map((row) => ({
    conversationId: row.conversationId,
    rating: row.rating!,
    comment: row.comment ?? '',
    ratedAt: row.ratedAt!,
    member: row.memberId === null ? null : { id: row.memberId, name: row.memberName! },
  }));
}
