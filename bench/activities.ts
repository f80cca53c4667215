// npm run bench:activities (docs/testing.md "bench:activities"): seeds 100,000 activities across
// 100 merchants and reports the latency of GET /api/activities (keyset pagination) for the first
// page and for a page 5,000 rows deep, plus a status-filtered first page. Target: the deep page
// costs at most 1.5× the first (p50 and p99). Figures are printed, never asserted.
//
// The server runs in this process and is called over real HTTP with plain fetch. Database:
// PostgreSQL when DATABASE_URL is set (its database is created if missing and its schema wiped,
// so the name must contain "bench", e.g. postgres://postgres@127.0.0.1:5432/bench_activities),
// else PGlite in .tmp/bench-activities. Knobs: REQUESTS (300 per measurement), CONCURRENCY (8).
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase, type Database, type Db } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { activities, merchants } from '../apps/server/src/db/schema.ts';
import { seedDemoData } from '../apps/server/src/demo/seed.ts';
import { prepareBenchDatabase } from './bench-database.ts';
import { demoOwnerMerchant, ownerToken } from './bench-demo.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.join(ROOT, '.tmp/bench-activities');
const PASSWORD = 'bench2026act';
const DATABASE_URL = process.env.DATABASE_URL || undefined;

const TOTAL = 100_000;
const MERCHANT_COUNT = 100;
// Uneven on purpose: a page 5,000 rows deep needs one merchant with more than 5,000 rows. The
// signed-in owner's merchant gets 10,000 (every tenth row); the other 99 share the other 90,000.
const BIG_MERCHANT_ROWS = 10_000;
const DEPTH = 5_000;
const PAGE_SIZE = 20;
const WALK_PAGE_SIZE = 100; // the contract's maximum: 50 requests walk 5,000 rows
// ~26 bound parameters per row: 2,000 rows = 52,000, under PostgreSQL's 65,535 per statement.
const CHUNK = 2_000;
const REQUESTS = Number(process.env.REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const ROUNDS = 5; // each query measured in 5 alternating blocks
const WARM_UP = 50;
const TARGET = 1.5;
const DAY = 86_400_000;

type ActivityInsert = typeof activities.$inferInsert;
type Envelope<T> = { code: string; msg: string; content: T };
type ListedActivity = { id: number; status: string; startAt: string | null };
type ListContent = { activities: ListedActivity[]; nextLastId: number | null };
type Stats = { p50: number; p99: number; mean: number; rps: number };
type Measured = { seq: Stats; par: Stats };

/** mulberry32: a seeded generator, so every run seeds the same rows. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  return { next, int, pick };
}

const STATUS_WEIGHTS = [
  ['approved', 0.55],
  ['draft', 0.15],
  ['pending', 0.1],
  ['offline', 0.12],
  ['rejected', 0.08],
] as const;
const ADJECTIVES = ['Morning', 'Weekend', 'Evening', 'Family', 'Beginner', 'Advanced', 'Open'];
const TOPICS = [
  'Pottery Workshop',
  'City Walk',
  'Book Club',
  'Yoga Session',
  'Coffee Tasting',
  'Photography Tour',
  'Coding Meetup',
  'Board Game Night',
  'Watercolour Class',
  'Trail Run',
];
const CATEGORIES = ['workshop', 'outdoor', 'culture', 'sport', 'food', 'tech', 'family'];
const REGIONS = [
  ['110000', '110100', '110105'],
  ['310000', '310100', '310115'],
  ['440000', '440300', '440305'],
  ['330000', '330100', '330106'],
] as const;

/** Row i of the seed: created over the past two years, in id order; starts 3-120 days later. */
function activityRow(
  random: ReturnType<typeof generator>,
  i: number,
  merchantId: number,
  createdBy: number | null,
  now: Date,
): ActivityInsert {
  const createdAt = new Date(now.getTime() - 730 * DAY + Math.floor((i / TOTAL) * 730 * DAY));
  let roll = random.next();
  const status = STATUS_WEIGHTS.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? 'approved';
  const timed = status !== 'draft' || random.next() < 0.7;
  const startAt = timed
    ? new Date(createdAt.getTime() + random.int(3 * 24, 120 * 24) * 3_600_000)
    : null;
  const online = random.next() < 0.2;
  const region = random.pick(REGIONS);
  const title = `${random.pick(ADJECTIVES)} ${random.pick(TOPICS)} ${i % 1000}`;
  const decided = status === 'approved' || status === 'rejected' || status === 'offline';
  return {
    merchantId,
    createdBy,
    status,
    version: random.int(1, 3),
    title,
    category: random.pick(CATEGORIES),
    summary: `${title}: a small group, friendly hosts, everything provided.`,
    description: `<p><strong>${title}</strong> — bring a friend.</p><ul><li>Meet at the entrance</li><li>About ${random.int(1, 4)} hours</li></ul><p>Questions? Ask us any time before the day.</p>`,
    mode: online ? 'online' : 'offline',
    provinceCode: online ? '' : region[0],
    cityCode: online ? '' : region[1],
    districtCode: online ? '' : region[2],
    address: online ? '' : `${random.int(1, 999)} Harbour Road, Unit ${random.int(1, 40)}`,
    link: online ? `https://meet.example.com/${i.toString(36)}` : '',
    startAt,
    endAt: startAt && new Date(startAt.getTime() + random.int(1, 72) * 3_600_000),
    signupDeadline: startAt && new Date(startAt.getTime() - random.int(0, 72) * 3_600_000),
    capacity: random.next() < 0.25 ? null : random.int(10, 500),
    priceCents: random.next() < 0.35 ? 0 : random.int(10, 500) * 100,
    rejectReason: status === 'rejected' ? 'The cover image does not show the activity.' : null,
    submittedAt: status === 'draft' ? null : new Date(createdAt.getTime() + 3_600_000),
    decidedAt: decided ? new Date(createdAt.getTime() + 2 * 3_600_000) : null,
    createdAt,
    updatedAt: new Date(createdAt.getTime() + 2 * 3_600_000),
  };
}

async function seed(database: Database, now: Date) {
  const db: Db = database.db;
  const { ownerId, merchantId: ownMerchantId } = await demoOwnerMerchant(db);
  const existing = await db.select({ id: merchants.id }).from(merchants);
  const added = await db
    .insert(merchants)
    .values(
      Array.from({ length: MERCHANT_COUNT - existing.length }, (_, i) => ({
        name: `Bench Merchant ${i + 1}`,
        createdAt: now,
      })),
    )
    .returning({ id: merchants.id });
  const bigId = ownMerchantId;
  const others = [...existing, ...added].map((row) => row.id).filter((id) => id !== bigId);
  const random = generator(20_260_505);
  const everyBig = TOTAL / BIG_MERCHANT_ROWS;
  let otherTurn = 0;
  for (let start = 0; start < TOTAL; start += CHUNK) {
    const rows: ActivityInsert[] = [];
    for (let i = start; i < Math.min(TOTAL, start + CHUNK); i++) {
      const big = i % everyBig === 0;
      const merchantId = big ? bigId : others[otherTurn++ % others.length]!;
      rows.push(activityRow(random, i, merchantId, big ? ownerId : null, now));
    }
    await db.insert(activities).values(rows);
  }
  await db.execute(sql`analyze`);
  return { merchantId: bigId, merchants: others.length + 1 };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function main() {
  if (DATABASE_URL) {
    await prepareBenchDatabase(DATABASE_URL);
    console.warn(`database: PostgreSQL (${new URL(DATABASE_URL).pathname.slice(1)}), schema wiped`);
  } else {
    await rm(DATA_DIR, { recursive: true, force: true });
    console.warn(`database: PGlite (embedded) in ${path.relative(ROOT, DATA_DIR)}`);
  }
  const config = loadConfig({
    DATA_DIR,
    DATABASE_URL,
    DEMO_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
  });
  const database = await createDatabase(config);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await migrateDatabase(database);
    const now = new Date();
    await seedDemoData(database.db, config, now);
    const seedStarted = performance.now();
    const seeded = await seed(database, now);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.warn(
      `seeded ${TOTAL.toLocaleString('en')} activities across ${seeded.merchants} merchants in ${seedSeconds.toFixed(1)} s (${CHUNK.toLocaleString('en')}-row inserts, then ANALYZE)`,
    );
    console.warn(
      `  uneven on purpose: merchant ${seeded.merchantId} (the bench user's) holds ${BIG_MERCHANT_ROWS.toLocaleString('en')}, the other ${seeded.merchants - 1} share ${(TOTAL - BIG_MERCHANT_ROWS).toLocaleString('en')} (~${Math.round((TOTAL - BIG_MERCHANT_ROWS) / (seeded.merchants - 1))} each)`,
    );

    app = await buildApp(config, { database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    await bench(base, database, seeded.merchantId);
  } finally {
    await app?.close();
    await database.close();
    if (!DATABASE_URL) await rm(DATA_DIR, { recursive: true, force: true });
  }
}

async function bench(base: string, database: Database, merchantId: number) {
  const token = await ownerToken(base, PASSWORD);
  const headers = { Authorization: token };

  const listUrl = (query: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams({ merchants_id: String(merchantId) });
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) params.set(key, String(value));
    }
    return `${base}/api/activities?${params}`;
  };
  const list = async (url: string): Promise<Envelope<ListContent>> => {
    const response = await fetch(url, { headers });
    return (await response.json()) as Envelope<ListContent>;
  };
  const timed = async (url: string): Promise<number> => {
    const started = performance.now();
    const answer = await list(url);
    const ms = performance.now() - started;
    if (answer.code !== '0000' || answer.content.activities.length === 0) {
      throw new Error(
        `${url}: ${answer.code} ${answer.msg} (${answer.content?.activities?.length})`,
      );
    }
    return ms;
  };
  /** One block: `count` requests to `url` from `concurrency` workers. */
  const block = async (url: string, count: number, concurrency: number) => {
    const samples: number[] = [];
    let issued = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (issued++ < count) samples.push(await timed(url));
      }),
    );
    return { samples, wall: performance.now() - started };
  };
  /**
   * REQUESTS requests per query, in ROUNDS blocks that alternate between the queries, so that a
   * burst of load elsewhere on the machine falls on all of them alike (the ratio stays fair).
   */
  const measure = async (urls: string[], concurrency: number): Promise<Stats[]> => {
    const runs = urls.map(() => ({ samples: [] as number[], wall: 0 }));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, url] of urls.entries()) {
        const { samples, wall } = await block(url, Math.ceil(REQUESTS / ROUNDS), concurrency);
        runs[i]!.samples.push(...samples);
        runs[i]!.wall += wall;
      }
    }
    return runs.map(({ samples, wall }) => {
      samples.sort((a, b) => a - b);
      const mean = samples.reduce((sum, ms) => sum + ms, 0) / samples.length;
      const p50 = percentile(samples, 50);
      const p99 = percentile(samples, 99);
      return { p50, p99, mean, rps: (samples.length / wall) * 1000 };
    });
  };

  /** The cursor after DEPTH rows, found by walking the keyset as the console would. */
  const deepCursor = async (sort: string): Promise<number> => {
    let cursor: number | undefined;
    let walked = 0;
    while (walked < DEPTH) {
      const answer = await list(listUrl({ sort, pageSize: WALK_PAGE_SIZE, last_id: cursor }));
      if (answer.code !== '0000') throw new Error(`walk ${sort}: ${answer.code} ${answer.msg}`);
      walked += answer.content.activities.length;
      if (answer.content.nextLastId === null) throw new Error(`walk ${sort}: ended at ${walked}`);
      cursor = answer.content.nextLastId;
    }
    return cursor!;
  };

  /** Whether the server applies `sort` (it may reject it, or accept and ignore it). */
  const sortSupport = async (sort: string): Promise<string | null> => {
    const answer = await list(listUrl({ sort, pageSize: WALK_PAGE_SIZE }));
    if (answer.code !== '0000') return `rejected (${answer.code} ${answer.msg})`;
    if (sort === 'created_desc') return null;
    const starts = answer.content.activities
      .map((row) => row.startAt)
      .filter((value): value is string => value !== null)
      .map((value) => Date.parse(value));
    const ascending = sort === 'start_asc';
    const ordered = starts.every(
      (at, i) => i === 0 || (ascending ? at >= starts[i - 1]! : at <= starts[i - 1]!),
    );
    return ordered ? null : 'accepted but not applied (rows are not in start order)';
  };

  const row = (label: string, seq: Stats, par: Stats) =>
    console.warn(
      `  ${label.padEnd(28)} seq p50 ${seq.p50.toFixed(2).padStart(6)} p99 ${seq.p99.toFixed(2).padStart(6)} mean ${seq.mean.toFixed(2).padStart(6)} ms ${seq.rps.toFixed(0).padStart(5)} req/s | ×${CONCURRENCY} p50 ${par.p50.toFixed(2).padStart(6)} p99 ${par.p99.toFixed(2).padStart(6)} mean ${par.mean.toFixed(2).padStart(6)} ms ${par.rps.toFixed(0).padStart(5)} req/s`,
    );
  /** Warms every query up, then measures them together, sequentially and concurrently. */
  const compare = async (queries: [label: string, url: string][]) => {
    const urls = queries.map(([, url]) => url);
    for (const url of urls) for (let i = 0; i < WARM_UP; i++) await timed(url);
    const seq = await measure(urls, 1);
    const par = await measure(urls, CONCURRENCY);
    queries.forEach(([label], i) => row(label, seq[i]!, par[i]!));
    return queries.map((_, i) => ({ seq: seq[i]!, par: par[i]! }));
  };

  console.warn(
    `GET /api/activities, pageSize ${PAGE_SIZE}, merchant ${merchantId}: ${REQUESTS} requests sequentially and ${REQUESTS} at concurrency ${CONCURRENCY}, after ${WARM_UP} warm-up requests`,
  );
  const verdicts: string[] = [];
  for (const sort of ['created_desc', 'start_asc']) {
    const unsupported = await sortSupport(sort);
    if (unsupported) {
      console.warn(`sort=${sort}: skipped, the server ${unsupported}`);
      continue;
    }
    const cursor = await deepCursor(sort);
    if (sort === 'created_desc') {
      // Cross-check the walked cursor against SQL: the id of row DEPTH (1-based) newest first.
      const check = await database.db.execute(
        sql`select id from activities where merchant_id = ${merchantId} order by id desc offset ${DEPTH - 1} limit 1`,
      );
      const expected = Number((check.rows[0] as { id: number | string }).id);
      if (expected !== cursor) throw new Error(`walked cursor ${cursor} but SQL says ${expected}`);
    }
    console.warn(`sort=${sort} (deep cursor last_id=${cursor}, walked ${DEPTH} rows)`);
    const queries: [string, string][] = [
      ['first page', listUrl({ sort, pageSize: PAGE_SIZE })],
      [
        `page ${DEPTH.toLocaleString('en')} rows deep`,
        listUrl({ sort, pageSize: PAGE_SIZE, last_id: cursor }),
      ],
    ];
    if (sort === 'created_desc') {
      queries.push([
        'status=pending first page',
        listUrl({ sort, pageSize: PAGE_SIZE, status: 'pending' }),
      ]);
    }
    const [first, deep] = (await compare(queries)) as [Measured, Measured];
    const ratio = (pick: (stats: Measured) => number) => pick(deep) / pick(first);
    const p50 = ratio((s) => s.seq.p50);
    const p99 = ratio((s) => s.seq.p99);
    const met = p50 <= TARGET && p99 <= TARGET;
    const line = `sort=${sort}: deep/first p50 ${p50.toFixed(2)}× p99 ${p99.toFixed(2)}× (×${CONCURRENCY}: p50 ${ratio((s) => s.par.p50).toFixed(2)}× p99 ${ratio((s) => s.par.p99).toFixed(2)}×) — target ≤ ${TARGET}× (sequential p50 and p99): ${met ? 'met' : 'not met'}`;
    console.warn(`  ${line}`);
    verdicts.push(line);
  }
  if (verdicts.length > 0) console.warn(`\n${verdicts.join('\n')}`);
}

await main();
