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
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { runSeededBench } from './bench-run.ts';
import { benchQueries } from './bench-queries.ts';
import { ownerToken } from './bench-demo.ts';
import {
  clientProcess,
  runLoad,
  serveAsClient,
  type Load,
  type LoadRequest,
} from './bench-load.ts';
import { RARE_TAG, seed } from './reviews-seed.ts';
import { CUSTOMERS, DATABASE_URL, ORDERS, REVIEWS } from './reviews-settings.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.join(ROOT, '.tmp/bench-reviews');
const PASSWORD = 'bench2026rev';
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const DURATION = Number(process.env.DURATION ?? 10);
const EXPLAIN_ALL = process.env.EXPLAIN === 'all';
const KEEP = process.env.KEEP === '1';
const P99_TARGET_MS = 50;

type Ask = Omit<LoadRequest, 'connections'> & { connections?: number };

// ---------------------------------------------------------------- measuring

let client: ReturnType<typeof clientProcess<Ask>>;

async function bench(
  base: string,
  bareUrl: string,
  database: Database,
  seeded: { merchantId: number; activityIds: number[] },
) {
  const { merchantId } = seeded;
  const token = await ownerToken(base, PASSWORD);
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
