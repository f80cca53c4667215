// bench:reviews' seed: CUSTOMERS customers, ORDERS orders and REVIEWS reviews for the demo owner's
// merchant, loaded in bulk (indexes and counting triggers off, counted once after), then tagged,
// vacuumed and analysed.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import { activities, customers } from '../apps/server/src/db/schema.ts';
import { nameInitials } from '../apps/server/src/lib/name-initials.ts';
import { phase } from './bench-load.ts';
import { demoOwnerMerchant } from './bench-demo.ts';
import { REVIEW_TEXTS, TITLES, customerName } from './reviews-seed-data.ts';
import { CUSTOMERS, ORDERS, REVIEWS } from './reviews-settings.ts';

export const RARE_TAG = '窑变俱乐部';
const DAY = 86_400_000;
/** Rows per multi-row INSERT: 4 columns each, far under the 65,535 bind parameters. */
const CHUNK = 10_000;

const textArray = (items: string[]) =>
  sql.raw(`array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}]::text[]`);

export async function seed(database: Database, now: Date) {
  const db: Db = database.db;
  const { ownerId, merchantId } = await demoOwnerMerchant(db);
  const at = now.toISOString();
  const listed = await db
    .insert(activities)
    .values(
      TITLES.map((title, i) => ({
        merchantId,
        createdBy: ownerId,
        status: 'approved' as const,
        title,
        category: 'workshop',
        summary: `${title}: a small group, friendly hosts.`,
        startAt: new Date(now.getTime() + (10 + i) * DAY),
        endAt: new Date(now.getTime() + (10 + i) * DAY + 3 * 3_600_000),
        signupDeadline: new Date(now.getTime() + (9 + i) * DAY),
        priceCents: [0, 4_900, 9_900, 12_800, 19_900, 39_900][i]!,
        submittedAt: new Date(now.getTime() - 400 * DAY),
        decidedAt: new Date(now.getTime() - 400 * DAY),
        createdAt: new Date(now.getTime() - 400 * DAY),
        updatedAt: new Date(now.getTime() - 400 * DAY),
      })),
    )
    .returning({ id: activities.id, priceCents: activities.priceCents });
  const activityIds = sql.raw(`array[${listed.map((row) => row.id).join(',')}]::bigint[]`);
  const prices = sql.raw(`array[${listed.map((row) => row.priceCents).join(',')}]::int[]`);

  // Names and their initials in JS (pinyin-pro, as the server computes them), each distinct name
  // once; multi-row inserts of CHUNK rows.
  const initialsOf = new Map<string, string>();
  await phase(`${CUSTOMERS.toLocaleString('en')} customers (multi-row inserts)`, async () => {
    for (let start = 0; start < CUSTOMERS; start += CHUNK) {
      const rows = [];
      for (let i = start; i < Math.min(CUSTOMERS, start + CHUNK); i++) {
        const name = customerName(i);
        let initials = initialsOf.get(name);
        if (initials === undefined) initialsOf.set(name, (initials = nameInitials(name)));
        rows.push({
          // 19x numbers (the demo's are 13x); i * 7,919,993 mod 10^9 is one-to-one.
          mobile: `19${String((i * 7_919_993) % 1_000_000_000).padStart(9, '0')}`,
          name,
          nameInitials: initials,
          createdAt: new Date(now.getTime() - 500 * DAY + i * 1000),
        });
      }
      await db.insert(customers).values(rows);
    }
  });
  const [{ first }] = (
    await database.db.execute(
      sql`select min(id)::int as first from customers where mobile like '19%'`,
    )
  ).rows as [{ first: number }];

  // One sort per order index after the load is far cheaper than 260,000 insertions into each.
  const indexes = (
    await database.db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename = 'orders' and indexname <> 'orders_pkey'`,
    )
  ).rows as { indexname: string; indexdef: string }[];
  await phase(`drop ${indexes.length} secondary order indexes`, async () => {
    for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  });
  // The order tallies (0008) would add to one row per status 260,000 times: off for the load and
  // counted once after. The customer-book triggers (0014) stay on: deferred to the commit, they
  // fill merchant_customers as the server would.
  const tallyTriggers = [
    'orders_tally_insert_delete',
    'orders_tally_update',
    // The home's day rollups (0017), counted once after the load too.
    'orders_day_insert_delete',
    'orders_day_update',
  ];
  const triggers = async (tx: Db, state: 'disable' | 'enable') => {
    for (const name of tallyTriggers) {
      await tx.execute(sql.raw(`alter table orders ${state} trigger "${name}"`));
    }
  };
  // Over the last 365 days, in id order; mostly completed (the reviewed ones), some paid,
  // cancelled or refunded. Customer i gets orders g ≡ i (mod CUSTOMERS) scrambled by 7919.
  await phase(
    `${ORDERS.toLocaleString('en')} orders (INSERT ... SELECT generate_series; customer-book triggers deferred)`,
    () =>
      db.transaction(async (tx) => {
        await triggers(tx, 'disable');
        await tx.execute(sql`
          with s as (
            select g,
                   ${at}::timestamptz - interval '3 days'
                     - (${ORDERS} - g) * (interval '365 days' / ${ORDERS}) as created,
                   abs(hashint4(g)) % 1000 as r,
                   1 + abs(hashint4(g + 7)) % ${listed.length} as pick,
                   ${first} + (g::bigint * 7919 % ${CUSTOMERS}) as customer_id,
                   1 + (abs(hashint4(g + 13)) % 100) / 70 as qty
            from generate_series(1, ${ORDERS}) g
          ), t as (
            select s.*, (${prices})[s.pick] as price,
                   case when r < 850 then 'completed' when r < 880 then 'paid'
                        when r < 950 then 'cancelled' else 'refunded' end as status
            from s
          ), u as (
            select t.*,
                   case when status <> 'cancelled'
                     then created + (1 + r % 20) * interval '1 minute' end as paid
            from t
          )
          insert into orders (
            order_no, merchant_id, activity_id, customer_id, status, quantity, unit_price_cents,
            amount_cents, contact_name, contact_mobile, verification_code, payment_ref, version,
            pay_deadline, created_at, paid_at, completed_at, cancelled_at, refunded_at, updated_at)
          select to_char(u.created at time zone 'Asia/Shanghai', 'YYYYMMDDHH24MISS')
                   || lpad(u.g::text, 8, '0'),
                 ${merchantId}, (${activityIds})[u.pick], u.customer_id, u.status, u.qty,
                 u.price, u.price * u.qty, c.name, c.mobile,
                 lpad((abs(hashint4(u.g + 29)) % 100000000)::text, 8, '0'),
                 case when u.paid is not null then 'dev_' || u.g end,
                 case u.status when 'cancelled' then 2 when 'paid' then 2
                   when 'completed' then 3 else 4 end,
                 u.created + interval '30 minutes', u.created, u.paid,
                 case when u.status = 'completed' then u.paid + interval '2 days' end,
                 case when u.status = 'cancelled' then u.created + interval '10 minutes' end,
                 case when u.status = 'refunded' then u.paid + interval '3 days' end,
                 coalesce(u.paid, u.created)
          from u join customers c on c.id = u.customer_id`);
        // The deferred customer-book triggers run now (as at the commit): a table with
        // trigger events pending cannot have its triggers enabled.
        await tx.execute(sql`set constraints all immediate`);
        await triggers(tx, 'enable');
      }),
  );
  await phase('rebuild the order indexes', async () => {
    if (database.driver === 'pg') await db.execute(sql`set maintenance_work_mem = '256MB'`);
    for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  });
  await phase('order tallies (one count)', () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`delete from order_tallies where merchant_id = ${merchantId}`);
      await tx.execute(sql`
        insert into order_tallies (merchant_id, status, slot, orders, amount_cents)
        select merchant_id, status, 0, count(*), sum(amount_cents) from orders
        where merchant_id = ${merchantId} group by merchant_id, status`);
    }),
  );
  await phase("order days (the home's rollups, one count)", () =>
    db.execute(sql`select order_days_recount(${merchantId})`),
  );

  // One review per completed order, the first REVIEWS of them: written within days of the
  // check-in; stars mostly 4-5; 60% with text, 25% with one to three images (fake upload ids:
  // the list only reads the ids), 55% replied (each with its one reply version), 2% hidden.
  // The reviews_customer_book trigger (0014), which adds each rating to the customer's row, is
  // off for the load (it runs one upsert per row) and the ratings are added once after it.
  const insertReviews = (tx: Db) =>
    tx.execute(sql`
        with o as (
          select id, activity_id, customer_id, completed_at,
                 abs(hashint4(id::int)) % 1000 as r, abs(hashint4(id::int + 1)) % 1000 as q
          from orders
          where merchant_id = ${merchantId} and status = 'completed'
          order by id limit ${REVIEWS}
        ), v as (
          select o.*,
                 case when r < 70 then 1 when r < 130 then 2 when r < 230 then 3
                      when r < 450 then 4 else 5 end as rating,
                 least(completed_at + (1 + q % 72) * interval '1 hour',
                       ${at}::timestamptz - interval '1 hour') as created
          from o
        )
        insert into reviews (merchant_id, activity_id, order_id, customer_id, rating, body,
          image_ids, status, hidden_reason, reply_body, reply_staff_id, reply_at, created_at)
        select ${merchantId}, activity_id, id, customer_id, rating,
               case when q < 600 then (${textArray(REVIEW_TEXTS)})[1 + r % ${REVIEW_TEXTS.length}]
                    else '' end,
               case when q % 4 = 0
                 then (select array_agg(9000000 + id * 3 + k) from generate_series(1, 1 + r % 3) k)
                 else '{}'::bigint[] end,
               case when r % 50 = 7 then 'hidden' else 'published' end,
               case when r % 50 = 7 then 'spam' end,
               case when q % 20 < 11 then '感谢您的评价，期待再次光临！' end,
               case when q % 20 < 11 then ${ownerId}::bigint end,
               case when q % 20 < 11 then created + (1 + r % 30) * interval '1 hour' end,
               created
        from v`);
  await phase(
    `${REVIEWS.toLocaleString('en')} reviews (INSERT ... SELECT from the completed orders)`,
    () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`alter table reviews disable trigger "reviews_customer_book"`);
        await insertReviews(tx);
        await tx.execute(sql`alter table reviews enable trigger "reviews_customer_book"`);
      }),
  );
  await phase("ratings on the customers' rows (one UPDATE ... FROM ... GROUP BY)", () =>
    db.execute(sql`
      update merchant_customers m
      set rating_sum = m.rating_sum + r.rating_sum, rating_count = m.rating_count + r.ratings
      from (select customer_id, sum(rating)::int as rating_sum, count(*)::int as ratings
            from reviews where merchant_id = ${merchantId} group by customer_id) r
      where m.merchant_id = ${merchantId} and m.customer_id = r.customer_id`),
  );
  await phase('review replies (one version per replied review)', () =>
    db.execute(sql`
      insert into review_replies (review_id, body, staff_id, created_at)
      select id, reply_body, reply_staff_id, reply_at from reviews
      where merchant_id = ${merchantId} and reply_at is not null`),
  );
  // Bulk inserts do not go through bumpStats: the stats are counted once, the merchant's row
  // (scope 0) and each activity's.
  await phase('review_stats (one INSERT ... SELECT ... GROUP BY)', () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`delete from review_stats where merchant_id = ${merchantId}`);
      await tx.execute(sql`
        insert into review_stats (merchant_id, scope_id, rating, published, hidden, unreplied)
        select merchant_id, scope, rating,
               count(*) filter (where status = 'published'),
               count(*) filter (where status = 'hidden'),
               count(*) filter (where reply_at is null)
        from reviews, lateral (values (0::bigint), (activity_id)) scopes(scope)
        where merchant_id = ${merchantId}
        group by merchant_id, scope, rating`);
    }),
  );
  // Tags on a share of the book: VIP on 10%, Pottery on 30%, a rare one on 0.5%.
  await phase('tags (VIP 10%, Pottery 30%, a rare one 0.5%)', () =>
    db.execute(sql`
      update merchant_customers
      set tags = array_remove(array[
            case when abs(hashint4(customer_id::int)) % 10 = 0 then 'VIP' end,
            case when abs(hashint4(customer_id::int + 3)) % 10 < 3 then 'Pottery' end,
            case when abs(hashint4(customer_id::int + 5)) % 200 = 0 then ${RARE_TAG} end
          ], null)
      where merchant_id = ${merchantId}
        and (abs(hashint4(customer_id::int)) % 10 = 0
          or abs(hashint4(customer_id::int + 3)) % 10 < 3
          or abs(hashint4(customer_id::int + 5)) % 200 = 0)`),
  );
  await phase('VACUUM (ANALYZE), CHECKPOINT', async () => {
    await db.execute(
      sql`vacuum (analyze) customers, orders, reviews, review_replies, review_stats, merchant_customers, order_days`,
    );
    if (database.driver === 'pg') await db.execute(sql`checkpoint`);
  });
  const counts = (
    await database.db.execute(sql`
      select (select count(*) from merchant_customers where merchant_id = ${merchantId})::int as book,
             (select count(*) from merchant_customers
               where merchant_id = ${merchantId} and orders_count > 0)::int as buyers,
             (select count(*) from reviews where merchant_id = ${merchantId})::int as reviews,
             (select sum(rating_count) from merchant_customers
               where merchant_id = ${merchantId})::int as rated`)
  ).rows[0] as { book: number; buyers: number; reviews: number; rated: number };
  console.warn(
    `  merchant ${merchantId}: ${counts.book.toLocaleString('en')} customers in the book (${counts.buyers.toLocaleString('en')} with a paid order), ${counts.reviews.toLocaleString('en')} reviews (${counts.rated.toLocaleString('en')} ratings on the customers' rows)`,
  );
  return { merchantId, activityIds: listed.map((row) => row.id) };
}
