// npm run bench:trail — docs/trail.md: seeds 1,000,000 trail entries for one merchant, chained
// by hash as the sealer chains them, then measures through the real API:
//   1. GET /api/trail/export.csv of every entry while sampling the server's RSS (< 300 MB),
//      first, on a server that has answered only a login;
//   2. verification of the whole chain (the time it takes; it must verify);
//   3. GET /api/trail at 32 connections: the first page, an actor, an object, an action, a
//      date range, a page 50,000 rows deep, and the shapes planned per value (a kind alone, an
//      id alone); every p99 < 50 ms, no non-2xx answer, CPU per request printed;
//   4. order creation (POST /api/storefront/orders) with its trail entry against the same
//      route on a second app whose transactions skip the trail's statements (bench-only, see
//      `withoutTrail` in trail-orders.ts), alternating in slices; target: with >= 0.9× without
//      (req/s);
//   5. verification again, over the entries the concurrent orders appended.
// The process exits 1 when a target is not met.
//
// The servers run in this process; autocannon and the CSV download run in a forked copy of this
// file (BENCH_ROLE=client). Database: PostgreSQL from DATABASE_URL (the headline run; created if
// missing, schema wiped, dropped at the end, so the name must contain "bench", e.g.
// postgres://postgres@127.0.0.1:5432/bench_trail), else PGlite in .tmp/bench-trail (removed at
// the end; 100,000 entries by default). Knobs: ENTRIES, CONNECTIONS (32), DURATION (10 s per
// query; the order creation's pair alternates in 2 s slices for DURATION each), DEPTH (50,000),
// ACTIVITIES (20, the order creation spreads over them), EXPLAIN=all, KEEP=1, PARTS (a comma list of
// csv, list and orders: the parts to run; all by default).
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import {
  activities,
  customerSessions,
  customers,
  trailHeads,
} from '../apps/server/src/db/schema.ts';
import { hashToken } from '../apps/server/src/identity/sessions.ts';
import { verifyTrail } from '../apps/server/src/modules/trail/index.ts';
import { CUSTOMER_TOKEN_PREFIX } from '@console/contract/storefront-orders';
import { runSeededBench } from './bench-run.ts';
import { counts, orderCreation, runOrders, type OrdersRequest } from './trail-orders.ts';
import { demoOwnerMerchant, ownerToken } from './bench-demo.ts';
import { benchQueries } from './bench-queries.ts';
import { mb, rssSampler, runDownload, type Download, type DownloadRequest } from './bench-csv.ts';
import {
  clientProcess,
  phase,
  runLoad,
  serveAsClient,
  type Load,
  type LoadRequest,
} from './bench-load.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.join(ROOT, '.tmp/bench-trail');
const PASSWORD = 'bench2026trl';
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const ENTRIES = Number(process.env.ENTRIES ?? (DATABASE_URL ? 1_000_000 : 100_000));
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const DURATION = Number(process.env.DURATION ?? 10);
const DEPTH = Math.min(Number(process.env.DEPTH ?? 50_000), Math.floor(ENTRIES / 2));
const ACTIVITIES = Number(process.env.ACTIVITIES ?? 20);
const EXPLAIN_ALL = process.env.EXPLAIN === 'all';
const KEEP = process.env.KEEP === '1';
/** Which parts run (all by default): csv, list, orders. */
const PARTS = new Set((process.env.PARTS ?? 'csv,list,orders').split(','));
const P99_TARGET_MS = 50;
const RSS_TARGET_MB = 300;
const DAY = 86_400_000;

type ClientRequest = { id: number } & (LoadRequest | DownloadRequest | OrdersRequest);
type Ask = ClientRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

// ---------------------------------------------------------------- client side (forked process)

// ---------------------------------------------------------------- database

const MEMBER_NAMES = ['店长 王芳', 'Clerk Liam', '前台 李娜', 'Host Emma'];
const AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 MicroMessenger/8.0.54',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15',
];
const textArray = (items: string[]) =>
  sql.raw(`array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/**
 * The entries' fields, a function of n alone (so the chain below can read them by n): over the
 * last 365 days in seq order; actors 70% customers (100,000 of them), 25% members (the owner
 * 40% of those), 5% the system; objects 85% orders (three entries each), 10% activities, 5%
 * customers; actions by object (refund 0.5% of the orders').
 */
const fields = (scope: number, firstSeq: number, ownerId: number, now: Date) => sql`
  select n, ${firstSeq} + n as seq,
    ${now.toISOString()}::timestamptz - (${ENTRIES} - n) * (interval '365 days' / ${ENTRIES}) as at,
    actor_type,
    case actor_type
      when 'customer' then 1 + (2147483647 & hashint4(n + 3)) % 100000
      when 'member' then case when r1 % 5 < 2 then ${ownerId} else ${ownerId} + 100000 + r1 % 5 end
    end as actor_id,
    case actor_type
      when 'customer' then 'Customer ' || (1 + (2147483647 & hashint4(n + 3)) % 100000)
      when 'member' then case when r1 % 5 < 2 then 'Demo Owner' else (${textArray(MEMBER_NAMES)})[1 + r1 % 4] end
      else 'unpaid-order sweep'
    end as actor_name,
    object_type,
    case object_type
      when 'order' then 1 + n / 3
      when 'activity' then 1 + r3 % 200
      else 1 + (2147483647 & hashint4(n + 4)) % 100000
    end as object_id,
    action,
    case when action = 'create' then null
      else jsonb_build_object('status', 'pending_payment', 'version', 1 + r3 % 4) end as before,
    case when action = 'editRemark' then jsonb_build_object('remark', '靠窗, "window" seat ' || n)
      else jsonb_build_object('status', action, 'version', 2 + r3 % 4) end as after,
    case when actor_type = 'system' then null
      else '10.' || (n % 256) || '.' || ((n / 256) % 256) || '.' || (1 + n % 250) end as ip,
    case when actor_type = 'system' then null
      else (${textArray(AGENTS)})[1 + n % ${AGENTS.length}] end as user_agent,
    case when actor_type = 'system' then null else md5(n::text)::uuid::text end as request_id
  from (
    select n, r1, r3,
      case when r1 < 70 then 'customer' when r1 < 95 then 'member' else 'system' end as actor_type,
      object_type,
      case object_type
        when 'order' then case when r3 < 5 then 'refund' when r3 < 300 then 'create'
          when r3 < 600 then 'pay' when r3 < 800 then 'checkIn' when r3 < 950 then 'cancel'
          else 'editRemark' end
        when 'activity' then case when r3 < 500 then 'edit' when r3 < 800 then 'submit'
          else 'publish' end
        else case when r3 < 700 then 'setTags' else 'editNote' end
      end as action
    from (
      select n, (2147483647 & hashint4(n)) % 100 as r1, (2147483647 & hashint4(n + 2)) % 1000 as r3,
        case when (2147483647 & hashint4(n + 1)) % 100 < 85 then 'order'
          when (2147483647 & hashint4(n + 1)) % 100 < 95 then 'activity' else 'customer' end as object_type
      from generate_series(1, ${ENTRIES}) n
    ) r
  ) k`;

/**
 * The trail's bulk load, chained as the writer chains (docs/trail.md "The chain"): the fields
 * of each entry first (a table keyed by n), then one recursive statement that walks n = 1..N,
 * each step hashing its entry over the previous step's hash with the database's own
 * `trail_hash`, and inserts the chain; the secondary indexes are dropped during the load and
 * rebuilt after; the head moved to the last entry. Then activities open for sign-up and a
 * customer with a session for the order creation, and VACUUM (ANALYZE).
 */
async function seed(database: Database, now: Date) {
  const db: Db = database.db;
  const { ownerId, merchantId: scope } = await demoOwnerMerchant(db);
  const [head] = await db.select().from(trailHeads).where(eq(trailHeads.scope, scope));
  const firstSeq = head?.seq ?? 0;
  const firstHash = head?.hash ?? '';

  await phase(`${ENTRIES.toLocaleString('en')} entries' fields (generate_series)`, async () => {
    await db.execute(sql`drop table if exists bench_trail_rows`);
    await db.execute(
      sql`create unlogged table bench_trail_rows as ${fields(scope, firstSeq, ownerId, now)}`,
    );
    await db.execute(sql`alter table bench_trail_rows add primary key (n)`);
  });
  const indexes = (
    await database.db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename = 'trail_entries' and indexname <> 'trail_entries_pkey'`,
    )
  ).rows as { indexname: string; indexdef: string }[];
  await phase(`drop ${indexes.length} trail indexes`, async () => {
    for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  });
  await phase('the chain: each hash over the one before (recursive)', () =>
    db.execute(sql`
      insert into trail_entries (scope, seq, at, actor_type, actor_id, actor_name, action,
        object_type, object_id, before, after, ip, user_agent, request_id, prev_hash, hash)
      with recursive chain(n, prev, hash) as (
        select 0::bigint, null::text, ${firstHash}::text
        union all
        select c.n + 1, c.hash,
          trail_hash(c.hash, ${scope}::bigint, r.seq, r.at, r.actor_type, r.actor_id::bigint,
            r.actor_name, r.action, r.object_type, r.object_id::bigint, r.before, r.after, r.ip,
            r.user_agent, r.request_id)
        from chain c join bench_trail_rows r on r.n = c.n + 1
      )
      select ${scope}, r.seq, r.at, r.actor_type, r.actor_id, r.actor_name, r.action,
        r.object_type, r.object_id, r.before, r.after, r.ip, r.user_agent, r.request_id,
        c.prev, c.hash
      from chain c join bench_trail_rows r on r.n = c.n
      order by c.n`),
  );
  await phase('rebuild the trail indexes, move the head', async () => {
    await db.execute(sql`set maintenance_work_mem = '256MB'`);
    for (const index of indexes) await db.execute(sql.raw(index.indexdef));
    await db.execute(sql`
      insert into trail_heads (scope, seq, hash)
      select scope, seq, hash from trail_entries
      where scope = ${scope} and seq = ${firstSeq + ENTRIES}
      on conflict (scope) do update set seq = excluded.seq, hash = excluded.hash`);
    await db.execute(sql`drop table bench_trail_rows`);
  });

  // Order creation: activities open for sign-up with room for every order the bench places,
  // so each request takes one activity's row lock in turn, and one signed-in customer.
  const opened = await db
    .insert(activities)
    .values(
      Array.from({ length: ACTIVITIES }, (_, i) => ({
        merchantId: scope,
        createdBy: ownerId,
        status: 'approved' as const,
        title: `Bench workshop ${i + 1}`,
        category: 'workshop',
        summary: 'A bench of order creation.',
        startAt: new Date(now.getTime() + 30 * DAY),
        endAt: new Date(now.getTime() + 30 * DAY + 3_600_000),
        signupDeadline: new Date(now.getTime() + 29 * DAY),
        capacity: 10_000_000,
        priceCents: 0,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: activities.id });
  const [buyer] = await db
    .insert(customers)
    .values({ mobile: '16600000001', name: 'Bench Buyer', createdAt: now })
    .returning({ id: customers.id });
  const token = `${CUSTOMER_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await db.insert(customerSessions).values({
    tokenHash: hashToken(token),
    customerId: buyer!.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + DAY),
  });
  await phase('VACUUM (ANALYZE), CHECKPOINT', async () => {
    await db.execute(sql`vacuum (analyze) trail_entries, trail_heads, activities`);
    if (database.driver === 'pg') await db.execute(sql`checkpoint`);
  });
  return { scope, ownerId: ownerId, activityIds: opened.map((row) => row.id), token };
}

// ---------------------------------------------------------------- measuring

type Seeded = Awaited<ReturnType<typeof seed>>;
async function timedVerify(database: Database, scope: number, label: string) {
  const started = performance.now();
  const result = await verifyTrail(database.db, scope);
  const seconds = (performance.now() - started) / 1000;
  console.warn(
    `  ${label}: ${result.ok ? 'ok' : `BROKEN ${JSON.stringify(result.firstBreak)}`}, ${result.checked.toLocaleString('en')} entries in ${seconds.toFixed(1)} s (${Math.round(result.checked / seconds).toLocaleString('en')} entries/s), head ${result.headSeq}, ${result.unsealed} unsealed`,
  );
  return `${label}: ${result.checked.toLocaleString('en')} entries, ${seconds.toFixed(1)} s — target: verifies: ${result.ok ? 'met' : 'not met'}`;
}

/** The streamed CSV of every entry with the server's RSS sampled meanwhile. */
async function exportPart(
  ask: typeof client.ask,
  url: (route: string) => string,
  headers: Record<string, string>,
  database: Database,
  scope: number,
): Promise<string> {
  // The export first, on a server that has answered only a login, so its RSS is its own.
  const total = (await counts(database, scope)).entries;
  console.warn(`\nGET /api/trail/export.csv, all ${total.toLocaleString('en')} entries, streamed:`);
  const rss = rssSampler();
  const before = rss.reset();
  const cpu = process.cpuUsage();
  const download = await ask<Download>({
    kind: 'download',
    url: url('/api/trail/export.csv'),
    headers,
  });
  const used = process.cpuUsage(cpu);
  const peak = rss.peak();
  rss.stop();
  console.warn(
    `  HTTP ${download.status}: ${download.rows.toLocaleString('en')} rows, ${mb(download.bytes).toFixed(0)} MB in ${(download.ms / 1000).toFixed(1)} s (first byte after ${download.firstByteMs.toFixed(0)} ms, ${((download.rows / download.ms) * 1000).toFixed(0)} rows/s, server CPU ${((used.user + used.system) / 1e6).toFixed(1)} s)`,
  );
  console.warn(
    `  server RSS ${mb(before).toFixed(0)} MB before, peak ${mb(peak).toFixed(0)} MB (sampled every 100 ms; JS heap peak ${mb(rss.heapPeak()).toFixed(0)} MB)${database.driver === 'pg' ? '' : ' (PGlite runs inside the server process: its RSS includes the database)'}`,
  );
  return `CSV export: ${download.rows.toLocaleString('en')} of ${total.toLocaleString('en')} rows, peak RSS ${mb(peak).toFixed(0)} MB — target < ${RSS_TARGET_MB} MB: ${download.status === 200 && download.rows === total && mb(peak) < RSS_TARGET_MB ? 'met' : 'not met'}`;
}

async function bench(base: string, bareUrl: string, database: Database, seeded: Seeded) {
  const { ask } = client;
  const { scope } = seeded;
  const verdicts: string[] = [];

  const token = await ownerToken(base, PASSWORD);
  const headers = { Authorization: token };
  const url = (route: string, query: Record<string, string | number> = {}) =>
    `${base}${route}?${new URLSearchParams({ merchants_id: String(scope), ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) })}`;

  if (PARTS.has('csv')) verdicts.push(await exportPart(ask, url, headers, database, scope));

  // After the export, which must not find the heap this walk leaves behind.
  console.warn('\nverification (docs/trail.md "Verifying"), the whole chain:');
  verdicts.push(await timedVerify(database, scope, 'verify after the seed'));

  // The list: one query of each kind, values picked from the seeded entries.
  const value = async <T>(query: ReturnType<typeof sql>) =>
    Object.values((await database.db.execute(query)).rows[0] as object)[0] as T;
  const deep = await value<string>(
    sql`select id::text from trail_entries where scope = ${scope} order by at desc, id desc offset ${DEPTH} limit 1`,
  );
  const order = await value<string>(
    sql`select object_id::text from trail_entries where scope = ${scope} and object_type = 'order' order by seq offset ${Math.floor(ENTRIES / 2)} limit 1`,
  );
  const customer = await value<string>(
    sql`select actor_id::text from trail_entries where scope = ${scope} and actor_type = 'customer' order by seq offset ${Math.floor(ENTRIES / 3)} limit 1`,
  );
  const day = (daysAgo: number) =>
    new Date(Date.now() + 8 * 3_600_000 - daysAgo * DAY).toISOString().slice(0, 10);
  const list = (query: Record<string, string | number> = {}) => url('/api/trail', query);
  if (PARTS.has('list'))
    await benchQueries(
      {
        database,
        ask: (request) => ask<Load>({ ...request, connections: CONNECTIONS }),
        bareUrl,
        headers,
        tables: /\btrail_entries\b/,
        connections: CONNECTIONS,
        duration: DURATION,
        targetMs: P99_TARGET_MS,
        explainAll: EXPLAIN_ALL,
        width: 44,
        note: `, merchant ${scope}, pageSize 20`,
        describe: (content) => {
          const page = content as { entries: unknown[]; nextLastId: number | null };
          return `${page.entries.length} entries${page.nextLastId === null ? ', last page' : ''}`;
        },
        probeHeading: 'GET /api/trail, each query once:',
      },
      [
        { label: 'first page (no filter)', url: list() },
        {
          label: `page ${DEPTH.toLocaleString('en')} rows deep`,
          url: list({ last_id: deep }),
        },
        {
          label: 'actor: the owner (member)',
          url: list({ actorType: 'member', actorId: seeded.ownerId }),
        },
        {
          label: `actor: customer ${customer}`,
          url: list({ actorType: 'customer', actorId: customer }),
        },
        { label: `object: order ${order}`, url: list({ objectType: 'order', objectId: order }) },
        { label: 'action=refund (0.4%)', url: list({ action: 'refund' }) },
        { label: 'action=pay (25%)', url: list({ action: 'pay' }) },
        {
          label: `date range ${day(106)}..${day(100)}`,
          url: list({ from: day(106), to: day(100) }),
        },
        {
          label: 'action=pay + date range',
          url: list({ action: 'pay', from: day(106), to: day(100) }),
        },
        { label: 'actorType=system alone (per value)', url: list({ actorType: 'system' }) },
        { label: 'objectType=customer alone (per value)', url: list({ objectType: 'customer' }) },
        { label: `actorId=${customer} alone (per value)`, url: list({ actorId: customer }) },
        { label: `objectId=${order} alone (per value)`, url: list({ objectId: order }) },
      ],
    );

  if (PARTS.has('orders')) {
    const config = loadConfig({
      DATA_DIR,
      DATABASE_URL,
      DEMO_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
    });
    const ask = (request: Omit<OrdersRequest, 'kind'>) =>
      client.ask<Load>({ kind: 'orders', ...request });
    verdicts.push(
      ...(await orderCreation({
        base,
        database,
        config,
        seeded,
        ask,
        connections: CONNECTIONS,
        duration: DURATION,
      })),
    );
  }

  console.warn('\nverification again, with the entries the concurrent orders appended:');
  verdicts.push(await timedVerify(database, scope, 'verify after the order creation'));

  console.warn(`\n${verdicts.join('\n')}`);
  if (verdicts.some((verdict) => verdict.endsWith('not met'))) process.exitCode = 1;
}

// ---------------------------------------------------------------- main

let client: ReturnType<typeof clientProcess<Ask>>;

async function main() {
  client = clientProcess<Ask>(import.meta.filename);
  await runSeededBench({
    databaseUrl: DATABASE_URL,
    dataDir: DATA_DIR,
    password: PASSWORD,
    keep: KEEP,
    child: client.child,
    seeding: `seeding ${ENTRIES.toLocaleString('en')} trail entries for one merchant, chained:`,
    seed: (database, now) => seed(database, now),
    bench: (base, bareUrl, database, seeded) => bench(base, bareUrl, database, seeded),
  });
}

if (process.env.BENCH_ROLE === 'client') {
  serveAsClient<ClientRequest>((request) => {
    if (request.kind === 'download') return runDownload(request);
    if (request.kind === 'orders') return runOrders(request);
    return runLoad(request);
  });
} else await main();
