// npm run bench:reviews (docs/testing.md "bench:reviews"): seeds 100,000 customers and 200,000
// reviews for one merchant, then load-tests through the real API with autocannon at 32 connections
// the customer list (first page by last order, by spent, a common tag, a rare tag, pinyin initials,
// a mobile ending) and the review list (first page, one star, unreplied with images, overdue, one
// activity) and the rating summary, beside a bare Fastify route measured in the same run. Target:
// every query's p99 < 50 ms, and no request answered non-2xx or failed; the process exits 1
// when one is missed, after printing EXPLAIN (ANALYZE, BUFFERS) of the SQL the slow route sent.
//
// The server runs in this process; autocannon runs in a forked copy of this file
// (BENCH_ROLE=client), so the load generator does not share the server's event loop.
// Database: PostgreSQL from DATABASE_URL (the headline run; created if missing, schema wiped,
// dropped at the end, so the name must contain "bench", e.g.
// postgres://postgres@127.0.0.1:5432/bench_reviews), else PGlite in .tmp/bench-reviews (removed
// at the end; slower, and smaller by default: 10,000 customers, 20,000 reviews). Knobs:
// CUSTOMERS, REVIEWS, CONNECTIONS (32), DURATION (10 s per query), EXPLAIN=all (the plan of
// every query, not only the slow ones), KEEP=1 (PostgreSQL: leave the seeded database there, to
// try plans in psql; the next run wipes it).
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import { activities, customers, merchantMembers, users } from '../apps/server/src/db/schema.ts';
import { nameInitials } from '../apps/server/src/lib/name-initials.ts';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed.ts';
import { runSeededBench } from './bench-run.ts';
import { benchQueries } from './bench-queries.ts';
import {
  clientProcess,
  phase,
  runLoad,
  serveAsClient,
  type Load,
  type LoadRequest,
} from './bench-load.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.join(ROOT, '.tmp/bench-reviews');
const PASSWORD = 'bench2026rev';
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const CUSTOMERS = Number(process.env.CUSTOMERS ?? (DATABASE_URL ? 100_000 : 10_000));
const REVIEWS = Number(process.env.REVIEWS ?? (DATABASE_URL ? 200_000 : 20_000));
/** Enough orders that REVIEWS of them are completed (one review per order). */
const ORDERS = Math.ceil(REVIEWS * 1.3);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const DURATION = Number(process.env.DURATION ?? 10);
const EXPLAIN_ALL = process.env.EXPLAIN === 'all';
const KEEP = process.env.KEEP === '1';
const P99_TARGET_MS = 50;
const RARE_TAG = '窑变俱乐部';
const DAY = 86_400_000;
/** Rows per multi-row INSERT: 4 columns each, far under the 65,535 bind parameters. */
const CHUNK = 10_000;

type Ask = Omit<LoadRequest, 'connections'> & { connections?: number };

// ---------------------------------------------------------------- seeding

const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程苏魏吕丁任沈姚卢',
];
const GIVEN = [
  ...'伟芳娜敏静丽强磊洋艳勇军杰涛明超霞平刚桂英华玉兰萍红鹏辉玲丹宁飞斌浩凯俊帅鑫雪琳晨欣怡',
  ...['秀英', '子轩', '浩然', '梓涵', '一诺', '欣怡', '雨泽', '思远', '嘉怡', '俊杰', '三', '书涵'],
  ...['诗琪', '宇航', '晓明', '建国', '海燕', '志强', '佳琪', '文博', '天宇', '淑珍', '少华', '昊'],
];
const LATIN_FIRST = [
  ...['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Zoe', 'Sophie', 'Jack'],
  ...['Hannah', 'Leo', 'Chloe', 'Oscar', 'Grace', 'Daniel', 'Ruby', 'Samuel', 'Isla', 'Zachary'],
];
const LATIN_LAST = [
  ...[
    'Smith',
    'Brown',
    'Wilson',
    'Taylor',
    'Clarke',
    'Walker',
    'Wright',
    'Hall',
    'Green',
    'Moreau',
  ],
  ...['Schmidt', 'Rossi', 'Tanaka', 'Kim', 'Nguyen', 'Silva', 'Evans', 'Stone', 'Young', 'Ward'],
];
const TITLES = [
  '陶艺体验课',
  'City Walk 老城漫步',
  '茶艺品鉴',
  'Yoga Morning',
  '少儿编程营',
  '木工坊',
];
const REVIEW_TEXTS = [
  '老师很耐心，作品烧出来很漂亮，下次还来！',
  '环境不错，就是人有点多，等了二十分钟。',
  'Lovely afternoon, the host explained everything twice and the tea was great.',
  '性价比很高，推荐带孩子一起参加。',
  '签到流程有点乱，希望改进。',
  'Too crowded and the session started late. Not worth the price.',
  '第二次参加了，依然很满意 👍',
  '材料准备得很充分，拍照也很出片。',
];
const textArray = (items: string[]) =>
  sql.raw(`array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/** A deterministic spread of names: three in four Chinese, one in four Latin. */
function customerName(i: number) {
  const pick = <T>(list: T[], seed: number) => list[Math.abs(seed) % list.length]!;
  const h = Math.imul(i ^ 0x5bd1e995, 0x27d4eb2d) >>> 0;
  if (h % 4 === 3) return `${pick(LATIN_FIRST, h >>> 3)} ${pick(LATIN_LAST, h >>> 11)}`;
  return pick(SURNAMES, h >>> 3) + pick(GIVEN, h >>> 11);
}

async function seed(database: Database, now: Date) {
  const db: Db = database.db;
  const [owner] = await db.select().from(users).where(eq(users.mail, DEMO_ACCOUNTS.owner.mail));
  const [membership] = await db
    .select({ id: merchantMembers.merchantId })
    .from(merchantMembers)
    .where(eq(merchantMembers.userId, owner!.id))
    .orderBy(asc(merchantMembers.merchantId))
    .limit(1);
  const merchantId = membership!.id;
  const at = now.toISOString();
  const listed = await db
    .insert(activities)
    .values(
      TITLES.map((title, i) => ({
        merchantId,
        createdBy: owner!.id,
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
               case when q % 20 < 11 then ${owner!.id}::bigint end,
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

// ---------------------------------------------------------------- measuring

let client: ReturnType<typeof clientProcess<Ask>>;

async function bench(
  base: string,
  bareUrl: string,
  database: Database,
  seeded: { merchantId: number; activityIds: number[] },
) {
  const { merchantId } = seeded;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_ACCOUNTS.owner.mail, password: PASSWORD }),
  });
  const token = ((await login.json()) as { content: { token: string } }).content.token;
  const headers = { Authorization: token };
  const url = (route: string, query: Record<string, string | number> = {}) =>
    `${base}${route}?${new URLSearchParams({ merchants_id: String(merchantId), ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })}`;
  const value = async <T>(query: ReturnType<typeof sql>) =>
    Object.values((await database.db.execute(query)).rows[0] as object)[0] as T;
  // A mobile ending taken from a customer in the middle of the book.
  const mobile = await value<string>(
    sql`select c.mobile from merchant_customers m join customers c on c.id = m.customer_id
        where m.merchant_id = ${merchantId} order by m.customer_id
        offset ${Math.floor(CUSTOMERS / 2)} limit 1`,
  );
  const activityId = seeded.activityIds[2]!;

  const queries: [label: string, url: string][] = [
    ['customers: first page (last order)', url('/api/customers')],
    ['customers: sort=spent', url('/api/customers', { sort: 'spent' })],
    ['customers: tags=VIP (10%)', url('/api/customers', { tags: 'VIP' })],
    [`customers: tags=${RARE_TAG} (0.5%)`, url('/api/customers', { tags: RARE_TAG })],
    ['customers: keyword=zs (pinyin initials)', url('/api/customers', { keyword: 'zs' })],
    [
      `customers: keyword=${mobile.slice(-4)} (mobile ending)`,
      url('/api/customers', { keyword: mobile.slice(-4) }),
    ],
    ['reviews: first page', url('/api/reviews')],
    ['reviews: rating=1', url('/api/reviews', { rating: 1 })],
    ['reviews: replied=no&hasImages=1', url('/api/reviews', { replied: 'no', hasImages: 1 })],
    ['reviews: overdue=1', url('/api/reviews', { overdue: 1 })],
    [`reviews: activityId=${activityId}`, url('/api/reviews', { activityId })],
    ['reviews/summary', url('/api/reviews/summary')],
  ];

  await benchQueries(
    {
      database,
      ask: (request) => client.ask<Load>(request),
      bareUrl,
      headers,
      tables: /\b(customers|merchant_customers|reviews|review_stats)\b/,
      connections: CONNECTIONS,
      duration: DURATION,
      targetMs: P99_TARGET_MS,
      explainAll: EXPLAIN_ALL,
      width: 44,
      note: `, merchant ${merchantId}`,
      probeHeading: 'probes (rows on the first page):',
      describe: (content) => {
        const listed = Object.values((content ?? {}) as object).find(Array.isArray);
        return listed ? `${listed.length} rows` : 'ok';
      },
    },
    queries.map(([label, url]) => ({ label, url })),
  );
}

// ---------------------------------------------------------------- main

async function main() {
  client = clientProcess<Ask>(import.meta.filename);
  await runSeededBench({
    databaseUrl: DATABASE_URL,
    dataDir: DATA_DIR,
    password: PASSWORD,
    keep: KEEP,
    child: client.child,
    seeding: `seeding ${CUSTOMERS.toLocaleString('en')} customers, ${ORDERS.toLocaleString('en')} orders and ${REVIEWS.toLocaleString('en')} reviews for one merchant:`,
    seed,
    bench,
  });
}

if (process.env.BENCH_ROLE === 'client') {
  serveAsClient<Ask & { id: number }>((request) =>
    runLoad({ ...request, connections: request.connections ?? CONNECTIONS }),
  );
} else {
  await main();
}
