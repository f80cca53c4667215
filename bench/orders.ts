// npm run bench:orders (docs/testing.md "bench:orders"): seeds 1,000,000 orders for one merchant,
// then load-tests GET /api/orders over HTTP with autocannon at 32 connections (first page, a page
// 50,000 rows deep, status + created-date filter, keyword searches, and the status tabs' summary)
// and GET /api/home (today and 30 days, from the day rollups; target p99 < 30 ms)
// beside a bare Fastify route and the floor (the first page's exact SQL behind a bare node:http
// handler, bench/orders-floor.ts, measured alternately with the first page), and streams the CSV
// export of every row while sampling the server's RSS. Targets: the deep page's p99 within 1.2×
// the first page's; every listed query p99 < 50 ms; the first page >= 0.9× the floor's req/s;
// export RSS < 300 MB; no request answered non-2xx or failed (docs/orders.md "Floor"). The process
// exits 1 when a target is not met.
//
// The server runs in this process; autocannon and the CSV download run in a forked copy of this
// file (BENCH_ROLE=client), so the load generator does not share the server's event loop.
// Database: PostgreSQL from DATABASE_URL (the headline run; created if missing, schema wiped,
// dropped at the end, so the name must contain "bench", e.g.
// postgres://postgres@127.0.0.1:5432/bench_orders), else PGlite in .tmp/bench-orders (removed at
// the end; slower; try ORDERS=100000). Knobs: ORDERS (1,000,000), CONNECTIONS (32), DURATION
// (10 s per query; the floor and the first page alternate in 2 s slices), DEPTH (50,000).
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import { activities } from '../apps/server/src/db/schema.ts';
import { runSeededBench } from './bench-run.ts';
import { demoOwnerMerchant, ownerToken } from './bench-demo.ts';
import {
  captureQueries,
  clientProcess,
  explain,
  failed,
  phase,
  runLoad,
  serveAsClient,
  type Captured,
  type Load,
} from './bench-load.ts';
import { mb, rssSampler, runDownload, type Download, type DownloadRequest } from './bench-csv.ts';
import { startFloor } from './orders-floor.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.join(ROOT, '.tmp/bench-orders');
const PASSWORD = 'bench2026ord';
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const CUSTOMERS = Math.max(1, Math.round(ORDERS / 10));
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const DURATION = Number(process.env.DURATION ?? 10);
const DEPTH = Number(process.env.DEPTH ?? 50_000);
const PAGE_SIZE = 20;
const DEEP_TARGET = 1.2;
const P99_TARGET_MS = 50;
/** The home figures answer faster still (docs/testing.md "bench:orders"). */
const HOME_P99_TARGET_MS = 30;
const HOME_TODAY = 'home (today vs yesterday, chart, funnel, to-dos)';
const HOME_30D = 'home range=30d';
const targetOf = (label: string) =>
  label === HOME_TODAY || label === HOME_30D ? HOME_P99_TARGET_MS : P99_TARGET_MS;
const RSS_TARGET_MB = 300;
const FLOOR_TARGET = 0.9;
/** How long each alternating measurement of the floor and the first page lasts. */
const SLICE_SECONDS = 2;

type ClientRequest =
  | {
      id: number;
      kind: 'load';
      url: string;
      headers: Record<string, string>;
      seconds: number;
      connections?: number;
    }
  | ({ id: number } & DownloadRequest);
type Ask = ClientRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

// ---------------------------------------------------------------- client side (forked process)

// ---------------------------------------------------------------- database

const CHINESE_SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙'];
const CHINESE_GIVEN = ['伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '洋', '艳', '勇'];
const ENGLISH_FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Zoe'];
const ENGLISH_LAST = ['Smith', 'Brown', 'Wilson', 'Taylor', 'Clarke', 'Walker', 'Wright', 'Hall'];
const TITLES = ['Pottery Workshop', 'City Walk', 'Tea Tasting', 'Yoga Morning', 'Kids Coding'];
const textArray = (items: string[]) =>
  sql.raw(`array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/**
 * Server-side bulk load: customers and orders come from `INSERT ... SELECT generate_series`,
 * with the order indexes dropped during the load and rebuilt after (one sort per index is far
 * cheaper than a million index insertions each), then ANALYZE.
 */
async function seed(database: Database, now: Date) {
  const db: Db = database.db;
  const { ownerId, merchantId } = await demoOwnerMerchant(db);
  const DAY = 86_400_000;
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
        priceCents: [0, 4_900, 9_900, 12_800, 19_900][i]!,
        submittedAt: new Date(now.getTime() - 400 * DAY),
        decidedAt: new Date(now.getTime() - 400 * DAY),
        createdAt: new Date(now.getTime() - 400 * DAY),
        updatedAt: new Date(now.getTime() - 400 * DAY),
      })),
    )
    .returning({ id: activities.id, priceCents: activities.priceCents });
  const activityIds = sql.raw(`array[${listed.map((row) => row.id).join(',')}]::bigint[]`);
  const prices = sql.raw(`array[${listed.map((row) => row.priceCents).join(',')}]::int[]`);
  const at = now.toISOString();

  await phase(`${CUSTOMERS.toLocaleString('en')} customers (generate_series)`, () =>
    db.execute(sql`
      insert into customers (mobile, name, created_at)
      select (array['13','15','17','18','19'])[1 + g % 5]
               || lpad((g::bigint * 7919 % 1000000000)::text, 9, '0'),
             case when g % 3 = 0
               then (${textArray(ENGLISH_FIRST)})[1 + g % ${ENGLISH_FIRST.length}] || ' '
                 || (${textArray(ENGLISH_LAST)})[1 + (g / 7) % ${ENGLISH_LAST.length}]
               else (${textArray(CHINESE_SURNAMES)})[1 + g % ${CHINESE_SURNAMES.length}]
                 || (${textArray(CHINESE_GIVEN)})[1 + (g / 5) % ${CHINESE_GIVEN.length}]
             end,
             ${at}::timestamptz - interval '400 days' + g * interval '1 second'
      from generate_series(1, ${CUSTOMERS}) g`),
  );
  const [{ first }] = (await database.db.execute(sql`select min(id)::int as first from customers`))
    .rows as [{ first: number }];

  const indexes = (
    await database.db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename = 'orders' and indexname <> 'orders_pkey'`,
    )
  ).rows as { indexname: string; indexdef: string }[];
  await phase(`drop ${indexes.length} secondary order indexes`, async () => {
    for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  });
  // Every id below comes from the rows just inserted, so the foreign-key triggers (three per
  // row) only cost time: a superuser skips them for this one transaction.
  const [{ superuser }] = (
    await database.db.execute(
      sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
    )
  ).rows as [{ superuser: boolean }];
  const label = `${ORDERS.toLocaleString('en')} orders (INSERT ... SELECT generate_series${superuser ? ', FK triggers off' : ''})`;
  // Orders are created in id order over the last 365 days; the status depends on the age
  // (pending only within the last 30 minutes, "paid" mostly within the last month).
  const insertOrders = (tx: Db) =>
    tx.execute(sql`
      with s as (
        select g,
               ${at}::timestamptz - (${ORDERS} - g) * (interval '365 days' / ${ORDERS}) as created,
               abs(hashint4(g)) % 1000 as r,
               1 + abs(hashint4(g + 7)) % ${listed.length} as pick,
               ${first} + (g::bigint * 7919 % ${CUSTOMERS}) as customer_id
        from generate_series(1, ${ORDERS}) g
      ), t as (
        select s.*,
               case
                 when created > ${at}::timestamptz - interval '30 minutes' and r < 500
                   then 'pending_payment'
                 when created > ${at}::timestamptz - interval '30 days' then
                   case when r < 200 then 'completed' when r < 650 then 'paid'
                        when r < 850 then 'cancelled' when r < 900 then 'refunding'
                        else 'refunded' end
                 else
                   case when r < 620 then 'completed' when r < 650 then 'paid'
                        when r < 870 then 'cancelled' when r < 880 then 'refunding'
                        else 'refunded' end
               end as status,
               1 + (abs(hashint4(g + 13)) % 100) / 70 + (abs(hashint4(g + 13)) % 100) / 95 as qty
        from s
      ), u as (
        select t.*, (${prices})[t.pick] as price,
               case when status in ('paid', 'completed', 'refunding', 'refunded')
                 then created + (1 + r % 20) * interval '1 minute' end as paid
        from t
      )
      insert into orders (
        order_no, merchant_id, activity_id, customer_id, status, quantity, unit_price_cents,
        amount_cents, contact_name, contact_mobile, verification_code, customer_note,
        refund_reason, payment_ref, version, pay_deadline, created_at, paid_at, completed_at,
        cancelled_at, refunded_at, updated_at)
      select to_char(u.created at time zone 'Asia/Shanghai', 'YYYYMMDDHH24MISS')
               || lpad(u.g::text, 8, '0'),
             ${merchantId}, (${activityIds})[u.pick], u.customer_id, u.status, u.qty, u.price,
             u.price * u.qty, c.name, c.mobile,
             lpad((abs(hashint4(u.g + 29)) % 100000000)::text, 8, '0'),
             case when u.r % 10 = 0 then '请安排靠窗的位置 / window seat please' else '' end,
             case when u.status in ('refunding', 'refunded') then '行程有变，无法参加' end,
             case when u.paid is not null then 'dev_' || u.g end,
             case u.status when 'pending_payment' then 1 when 'paid' then 2
               when 'cancelled' then 2 when 'completed' then 3 when 'refunding' then 3
               else 4 end,
             u.created + interval '30 minutes', u.created, u.paid,
             case when u.status = 'completed' then u.paid + interval '2 days' end,
             case when u.status = 'cancelled' then u.created + (5 + u.r % 25) * interval '1 minute' end,
             case when u.status = 'refunded' then u.paid + interval '3 days' end,
             greatest(u.created, u.paid)
      from u join customers c on c.id = u.customer_id`);
  // The tally triggers (migration 0008) would add to the counts a million times: they are off
  // too (replica mode, or disabled for this transaction) and the tallies are counted once below.
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
  await phase(label, () =>
    db.transaction(async (tx) => {
      if (superuser) await tx.execute(sql`set local session_replication_role = replica`);
      else await triggers(tx, 'disable');
      await insertOrders(tx);
      if (!superuser) await triggers(tx, 'enable');
    }),
  );
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
  await phase('rebuild the order indexes', async () => {
    await db.execute(sql`set maintenance_work_mem = '256MB'`);
    for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  });
  await phase('places_taken of the activities', () =>
    db.execute(sql`
      update activities a set places_taken = s.taken
      from (select activity_id, sum(quantity)::int as taken from orders
            where status in ('pending_payment', 'paid', 'completed', 'refunding')
            group by activity_id) s
      where a.id = s.activity_id`),
  );
  // VACUUM sets the hint bits and visibility map now, so the first measured reads do not.
  await phase('VACUUM (ANALYZE), CHECKPOINT', async () => {
    await db.execute(
      sql`vacuum (analyze) orders, customers, activities, order_days, order_tallies`,
    );
    await db.execute(sql`checkpoint`);
  });
  return { merchantId };
}

// ---------------------------------------------------------------- measuring

const chinaDate = (time: Date) =>
  new Date(time.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

async function bench(base: string, bareUrl: string, database: Database, merchantId: number) {
  const { ask } = client;
  const token = await ownerToken(base, PASSWORD);
  const headers = { Authorization: token };
  const url = (route: string, query: Record<string, string | number> = {}) =>
    `${base}${route}?${new URLSearchParams({ merchants_id: String(merchantId), ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })}`;

  const value = async <T>(query: ReturnType<typeof sql>) =>
    Object.values((await database.db.execute(query)).rows[0] as object)[0] as T;
  const cursor = await value<string>(
    sql`select id::text from orders where merchant_id = ${merchantId} order by id desc offset ${DEPTH} limit 1`,
  );
  const orderNo = await value<string>(
    sql`select order_no from orders where merchant_id = ${merchantId} order by id offset ${Math.floor(ORDERS / 2)} limit 1`,
  );
  const mobile = await value<string>(
    sql`select contact_mobile from orders where merchant_id = ${merchantId} order by id offset ${Math.floor(ORDERS / 3)} limit 1`,
  );
  const now = Date.now();
  const from = chinaDate(new Date(now - 120 * 86_400_000));
  const to = chinaDate(new Date(now - 91 * 86_400_000));
  const queries: [label: string, url: string][] = [
    ['first page', url('/api/orders', { pageSize: PAGE_SIZE })],
    [
      `page ${DEPTH.toLocaleString('en')} rows deep`,
      url('/api/orders', { pageSize: PAGE_SIZE, last_id: cursor }),
    ],
    [
      `status=completed ${from}..${to}`,
      url('/api/orders', { status: 'completed', createdFrom: from, createdTo: to }),
    ],
    [`keyword order no ${orderNo}`, url('/api/orders', { keyword: orderNo })],
    [`keyword mobile …${mobile.slice(-4)}`, url('/api/orders', { keyword: mobile.slice(-4) })],
    ['summary (status tab counts)', url('/api/orders/summary')],
    // The home's figures, chart, funnel and to-dos, from the day rollups (docs/home.md).
    [HOME_TODAY, url('/api/home')],
    [HOME_30D, url('/api/home', { range: '30d' })],
  ];
  const capture = captureQueries(database, /\b(orders|order_days)\b/);
  const results = new Map<string, Load>();
  const measuredOthers = new Map<string, Load>();
  const slow: [string, Captured[]][] = [];
  let floor: Load | undefined;
  /** The first page measured alternately with the floor: the floor target's figure. */
  let paired: Load | undefined;

  const line = (label: string, load: Load, baseline?: Load, floor?: Load) =>
    console.warn(
      `  ${label.padEnd(40)} ${load.rps.toFixed(0).padStart(6)} req/s  p50 ${String(load.p50).padStart(4)} ms  p99 ${String(load.p99).padStart(4)} ms${baseline ? `  (${(load.rps / baseline.rps).toFixed(2)}× baseline` : ''}${baseline && floor ? `, ${(load.rps / floor.rps).toFixed(2)}× floor` : ''}${baseline ? ' req/s)' : ''}${load.cpuUs === undefined ? '' : `  cpu ${load.cpuUs.toFixed(0)} µs/req`}${failed(load) ? `  non-2xx ${load.non2xx}, errors ${load.errors}` : ''}`,
    );
  const load = async (
    target: string,
    auth: Record<string, string>,
    seconds: number,
    connections?: number,
  ) => {
    const cpu = process.cpuUsage();
    const measured = await ask<Load>({
      kind: 'load',
      url: target,
      headers: auth,
      seconds,
      connections,
    });
    const used = process.cpuUsage(cpu);
    return { ...measured, cpuUs: (used.user + used.system) / Math.max(1, measured.requests) };
  };

  // The export runs first, on a server that has answered only a login, so the RSS it reaches
  // is its own and not what 32 connections of list requests left in the heap.
  const exportVerdicts: string[] = [];
  console.warn(
    `\nGET /api/orders/export.csv, all ${ORDERS.toLocaleString('en')} orders, streamed (first, before the load tests, so the figure is the export's own):`,
  );
  const rss = rssSampler();
  const before = rss.reset();
  const download = await ask<Download>({
    kind: 'download',
    url: url('/api/orders/export.csv'),
    headers,
  });
  const peak = rss.peak();
  rss.stop();
  if (download.status === 404) {
    console.warn('  endpoint missing (GET /api/orders/export.csv answered 404)');
  } else {
    console.warn(
      `  HTTP ${download.status}: ${download.rows.toLocaleString('en')} rows, ${mb(download.bytes).toFixed(0)} MB in ${(download.ms / 1000).toFixed(1)} s (first byte after ${download.firstByteMs.toFixed(0)} ms, ${((download.rows / download.ms) * 1000).toFixed(0)} rows/s)`,
    );
    console.warn(
      `  server RSS ${mb(before).toFixed(0)} MB before, peak ${mb(peak).toFixed(0)} MB (sampled every 100 ms; JS heap peak ${mb(rss.heapPeak()).toFixed(0)} MB)`,
    );
    if (database.driver !== 'pg') {
      console.warn('  (PGlite runs inside the server process: its RSS includes the database)');
    }
    exportVerdicts.push(
      `CSV export: ${download.rows.toLocaleString('en')} of ${ORDERS.toLocaleString('en')} rows, peak RSS ${mb(peak).toFixed(0)} MB — target < ${RSS_TARGET_MB} MB: ${download.status === 200 && download.rows === ORDERS && mb(peak) < RSS_TARGET_MB ? 'met' : 'not met'}`,
    );
  }

  // Probe every query (a missing endpoint is reported, not fatal), keep the SQL one request
  // sends, and warm them all up before any is measured, so none pays for the others' cold start.
  const live: { label: string; target: string; sqls: Captured[] }[] = [];
  /**
   * Queries whose probe was answered with an error: their targets fail (docs/testing.md
   * "bench:orders").
   */
  const refused: string[] = [];
  for (const [label, target] of queries) {
    const probe = await fetch(target, { headers });
    const answer = (await probe.json().catch(() => ({}))) as { code?: string; msg?: string };
    if (probe.status === 404 || answer.code === '1002') {
      console.warn(
        `  ${label.padEnd(40)} endpoint missing (GET /api/orders answered ${probe.status} ${answer.code})`,
      );
      continue;
    }
    if (answer.code !== '0000') {
      console.warn(`  ${label.padEnd(40)} refused: ${probe.status} ${answer.code} ${answer.msg}`);
      refused.push(`${label}: answered ${probe.status} ${answer.code} — target 2xx: not met`);
      continue;
    }
    const sqls = await capture.during(async () => {
      await (await fetch(target, { headers })).arrayBuffer();
    });
    live.push({ label, target, sqls });
  }
  console.warn(
    `\nautocannon, ${CONNECTIONS} connections, ${DURATION} s per query (all warmed up 2 s first), pageSize ${PAGE_SIZE}, merchant ${merchantId}`,
  );
  // The floor runs the first page's SQL exactly as one request sent it (node-postgres only:
  // PGlite runs inside this process, so there is no driver to put beneath a bare handler).
  const firstPage = live.find(({ label }) => label === queries[0]![0]);
  const floorServer =
    database.driver === 'pg' && firstPage?.sqls.length
      ? await startFloor(database.pool, firstPage.sqls)
      : undefined;
  if (!floorServer) console.warn('  (no floor: it needs DATABASE_URL and a first page)');
  try {
    await load(bareUrl, {}, 2);
    if (floorServer) await load(floorServer.url, {}, 2);
    for (const { target } of live) await load(target, headers, 2);
    const baseline = await load(bareUrl, {}, DURATION);
    line('bare Fastify route (baseline)', baseline);
    measuredOthers.set('bare Fastify route', baseline);
    // The floor and the first page, the target's pair, alternate in slices of SLICE_SECONDS
    // (floor, page, page, floor, floor, ..., DURATION in all for each): load from other work on
    // the machine, which comes and goes within seconds, then weighs on both alike.
    if (floorServer && firstPage) {
      const rounds = Math.max(2, Math.round(DURATION / SLICE_SECONDS));
      const seconds = DURATION / rounds;
      const floorSlices: Load[] = [];
      const pageSlices: Load[] = [];
      for (let round = 0; round < rounds; round++) {
        if (round % 2 === 1) pageSlices.push(await load(firstPage.target, headers, seconds));
        floorSlices.push(await load(floorServer.url, {}, seconds));
        if (round % 2 === 0) pageSlices.push(await load(firstPage.target, headers, seconds));
      }
      floor = combined(floorSlices);
      paired = combined(pageSlices);
      line('floor: first page SQL, node:http + pg', floor, baseline);
      line('first page, alternating with the floor', paired, baseline, floor);
      // Each page slice against the floor slice next to it: the spread the load of the moment gave.
      const ratios = pageSlices.map((slice, i) => slice.rps / floorSlices[i]!.rps);
      console.warn(
        `    (each ${rounds} slices of ${seconds.toFixed(1)} s; p99 the worst slice's; slice by slice ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}× floor)`,
      );
      measuredOthers.set('floor', floor);
      measuredOthers.set('first page, alternating with the floor', paired);
    }
    for (const { label, target, sqls } of live) {
      const measured = await load(target, headers, DURATION);
      results.set(label, measured);
      line(label, measured, baseline, floor);
      if (measured.p99 >= targetOf(label)) slow.push([label, sqls]);
    }
    if (live.length > 0) {
      // The same request alone: what one request costs when nothing queues behind it.
      const alone = await load(live[0]!.target, headers, Math.min(DURATION, 5), 1);
      line(`${live[0]!.label}, 1 connection (reference)`, alone, baseline);
      measuredOthers.set(`${live[0]!.label}, 1 connection`, alone);
      // docs/api.md "Compression": the same page for a client that asks for gzip, as browsers do
      // (the target pair above asks for nothing, as the floor's client does).
      const gzipHeaders = { ...headers, 'accept-encoding': 'gzip' };
      const gzipped = await load(live[0]!.target, gzipHeaders, DURATION);
      line(`${live[0]!.label}, gzip asked`, gzipped, baseline, floor);
      measuredOthers.set(`${live[0]!.label}, gzip asked`, gzipped);
    }
  } finally {
    await floorServer?.close();
  }

  const verdicts: string[] = [...exportVerdicts, ...refused];
  const first = results.get(queries[0]![0]);
  const deep = results.get(queries[1]![0]);
  if (first && deep) {
    const ratio = deep.p99 / first.p99;
    verdicts.push(
      `deep page p99 ${deep.p99} ms = ${ratio.toFixed(2)}× first page p99 ${first.p99} ms — target ≤ ${DEEP_TARGET}×: ${ratio <= DEEP_TARGET ? 'met' : 'not met'}`,
    );
  }
  for (const [label, load] of results) {
    verdicts.push(
      `${label}: p99 ${load.p99} ms — target < ${targetOf(label)} ms: ${load.p99 < targetOf(label) && !failed(load) ? 'met' : 'not met'}`,
    );
  }
  if (paired && floor) {
    const ratio = paired.rps / floor.rps;
    verdicts.push(
      `first page ${paired.rps.toFixed(0)} req/s = ${ratio.toFixed(2)}× the floor's ${floor.rps.toFixed(0)} (alternating; CPU ${paired.cpuUs?.toFixed(0)} vs ${floor.cpuUs?.toFixed(0)} µs/req) — target ≥ ${FLOOR_TARGET}×: ${ratio >= FLOOR_TARGET && !failed(paired) && !failed(floor) ? 'met' : 'not met'}`,
    );
  }
  // A figure from answers that were errors measures the errors, so it fails its target.
  for (const [label, load] of [...measuredOthers, ...results]) {
    if (failed(load)) {
      verdicts.push(
        `${label}: ${load.non2xx} non-2xx answers, ${load.errors} errors of ${load.requests} — target none: not met`,
      );
    }
  }
  for (const [label, sqls] of database.driver === 'pg' ? slow : []) {
    console.warn(`\nEXPLAIN (ANALYZE, BUFFERS) of "${label}" (the SQL one request sent):`);
    await explain(database, sqls);
  }

  console.warn(`\n${verdicts.join('\n') || 'no target could be measured (endpoints missing)'}`);
  if (verdicts.length === 0 || verdicts.some((verdict) => verdict.endsWith('not met'))) {
    process.exitCode = 1;
  }
}

/** Slices of one target's load as one: mean rate and p50, the worst p99, counts summed. */
function combined(loads: Load[]): Load {
  const mean = (pick: (load: Load) => number) =>
    loads.reduce((total, load) => total + pick(load), 0) / loads.length;
  const sum = (pick: (load: Load) => number) =>
    loads.reduce((total, load) => total + pick(load), 0);
  const requests = sum((load) => load.requests);
  return {
    rps: mean((load) => load.rps),
    p50: mean((load) => load.p50),
    p99: Math.max(...loads.map((load) => load.p99)),
    requests,
    non2xx: sum((load) => load.non2xx),
    errors: sum((load) => load.errors),
    cpuUs: sum((load) => (load.cpuUs ?? 0) * load.requests) / Math.max(1, requests),
  };
}

// ---------------------------------------------------------------- main

let client: ReturnType<typeof clientProcess<Ask>>;

async function main() {
  client = clientProcess<Ask>(import.meta.filename);
  await runSeededBench({
    databaseUrl: DATABASE_URL,
    dataDir: DATA_DIR,
    password: PASSWORD,
    child: client.child,
    seeding: `seeding ${ORDERS.toLocaleString('en')} orders for one merchant:`,
    seededNote: ' (target: well under 300 s)',
    seed: (database, now) => seed(database, now),
    bench: (base, bareUrl, database, seeded) => bench(base, bareUrl, database, seeded.merchantId),
  });
}

if (process.env.BENCH_ROLE === 'client') {
  serveAsClient<ClientRequest>((request) =>
    request.kind === 'load'
      ? runLoad({ ...request, connections: request.connections ?? CONNECTIONS })
      : runDownload(request),
  );
} else await main();
