// bench:trail's order creation (docs/testing.md, bench:trail "Order creation with and without the
// trail, the method"): the same route on the real app and on one whose database handle skips the
// trail's statements, alternating in slices. The client side (`runOrders`) runs in the forked
// copy of bench/trail.ts.
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import type { Config } from '../apps/server/src/config.ts';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import { failed, type Load } from './bench-load.ts';

const ORDERS_TARGET = 0.9;
const SLICE_SECONDS = 2;

/** Order creation: POST one of `activityIds` in turn, as a customer. */
export type OrdersRequest = {
  kind: 'orders';
  url: string;
  token: string;
  activityIds: number[];
  seconds: number;
  connections: number;
};

/** autocannon placing orders, each request for the next activity (one row lock each). */
export async function runOrders(request: OrdersRequest): Promise<Load> {
  let next = 0;
  const result = await autocannon({
    url: request.url,
    connections: request.connections,
    duration: request.seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: request.token },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            activityId: request.activityIds[next++ % request.activityIds.length],
            quantity: 1,
            contactName: 'Bench Buyer',
            contactMobile: '13800000000',
          }),
        }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * The same database, but the trail's statements (the entries' insert in each write, the sealing
 * after it: write/trail-append.ts, recognised by their SQL) are skipped and answered as if they
 * had found nothing to do. Only this bench builds it, for a second app beside the real one: the
 * same route, the same doors and statements, less exactly the trail. Nothing in the server can
 * skip the trail.
 */
function withoutTrail(database: Database): Database {
  const dialect = new PgDialect();
  const isTrail = (query: unknown) =>
    /\btrail_(heads|entries|seal)\b/.test(dialect.sqlToQuery(query as never).sql);
  const execute = (target: Db) => (query: unknown) =>
    isTrail(query)
      ? Promise.resolve({ rows: [{ sealed: 0 }], rowCount: 0 })
      : target.execute(query as never);
  const skipping = (tx: object): object =>
    new Proxy(tx, {
      get(target, key) {
        if (key === 'execute') return execute(target as Db);
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const db = new Proxy(database.db, {
    get(target, key) {
      if (key === 'transaction') {
        return (work: (tx: object) => Promise<unknown>, config?: unknown) =>
          target.transaction((tx) => work(skipping(tx)), config as never);
      }
      if (key === 'execute') return execute(target);
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  // Closed with the real one, by the bench's runner.
  return { ...database, db, close: async () => {} } as Database;
}

/** One slice of order creation, with the entries and orders it left (counted after it). */
type Slice = Load & { added: number; orders: number; settledMs: number };

/**
 * The scope's entries and the merchant's orders once no write is still running and every entry
 * is sealed (so that no slice's sealing runs into the next slice), with how long that took.
 */
export async function counts(database: Database, scope: number) {
  const started = performance.now();
  const read = async () =>
    (
      await database.db.execute(sql`
        select (select count(*) from trail_entries where scope = ${scope})::int as entries,
          (select count(*) from trail_entries where scope = ${scope} and seq is null)::int
            as unsealed,
          (select count(*) from orders where merchant_id = ${scope})::int as orders`)
    ).rows[0] as { entries: number; unsealed: number; orders: number };
  // Requests in flight when the load stopped still commit: wait until the counts hold still.
  let last = await read();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = await read();
    if (now.unsealed === 0 && now.entries === last.entries && now.orders === last.orders) {
      return { ...now, settledMs: performance.now() - started - 300 };
    }
    last = now;
  }
}

type OrderCreationInput = {
  /** The real app's root URL. */
  base: string;
  database: Database;
  /** The real app's config, for the second app. */
  config: Config;
  seeded: { scope: number; token: string; activityIds: number[] };
  /** Runs an order load in the client process. */
  ask: (request: Omit<OrdersRequest, 'kind'>) => Promise<Load>;
  connections: number;
  /** Seconds of load per app, in slices of SLICE_SECONDS. */
  duration: number;
};

/**
 * POST /api/storefront/orders with its trail entry (the real app) against the same route on a
 * second app whose transactions skip the trail (`withoutTrail`), alternating in slices so the
 * machine's other load weighs on both alike; entries counted to show each app did what it says.
 */
export async function orderCreation(input: OrderCreationInput): Promise<string[]> {
  const {
    base,
    database,
    config,
    seeded,
    ask,
    connections: CONNECTIONS,
    duration: DURATION,
  } = input;
  const untrailed = await buildApp(config, { database: withoutTrail(database) });
  await untrailed.listen({ port: 0, host: '127.0.0.1' });
  const bareBase = `http://127.0.0.1:${(untrailed.server.address() as AddressInfo).port}`;
  const verdicts: string[] = [];
  try {
    const target = (root: string) => `${root}/api/storefront/orders`;
    const load = async (root: string, seconds: number) => {
      const before = await counts(database, seeded.scope);
      const cpu = process.cpuUsage();
      const measured = await ask({
        url: target(root),
        token: seeded.token,
        activityIds: seeded.activityIds,
        seconds,
        connections: CONNECTIONS,
      });
      const used = process.cpuUsage(cpu);
      const after = await counts(database, seeded.scope);
      return {
        ...measured,
        cpuUs: (used.user + used.system) / Math.max(1, measured.requests),
        added: after.entries - before.entries,
        orders: after.orders - before.orders,
        settledMs: after.settledMs,
      };
    };
    console.warn(
      `\nPOST /api/storefront/orders, ${CONNECTIONS} connections, ${seeded.activityIds.length} activities in turn, with and without the trail alternating in ${SLICE_SECONDS} s slices (${DURATION} s each):`,
    );
    await load(base, 2);
    await load(bareBase, 2);
    const rounds = Math.max(2, Math.round(DURATION / SLICE_SECONDS));
    const seconds = DURATION / rounds;
    const withSlices: Slice[] = [];
    const withoutSlices: Slice[] = [];
    for (let round = 0; round < rounds; round++) {
      if (round % 2 === 1) withSlices.push(await load(base, seconds));
      withoutSlices.push(await load(bareBase, seconds));
      if (round % 2 === 0) withSlices.push(await load(base, seconds));
    }
    const withTrail = combined(withSlices);
    const without = combined(withoutSlices);
    const line = (label: string, load: Slice) =>
      console.warn(
        `  ${label.padEnd(34)} ${load.rps.toFixed(0).padStart(6)} req/s  p50 ${load.p50.toFixed(0).padStart(4)} ms  p99 ${String(load.p99).padStart(4)} ms  cpu ${load.cpuUs?.toFixed(0)} µs/req  ${load.orders.toLocaleString('en')} orders, ${load.added.toLocaleString('en')} entries${load.added > 0 ? ` (all sealed ≤ ${load.settledMs.toFixed(0)} ms after the load)` : ''}  non-2xx ${load.non2xx}  errors ${load.errors}`,
      );
    line('with the trail (the real app)', withTrail);
    line('without the trail (bench only)', without);
    const ratios = withSlices.map((slice, i) => slice.rps / withoutSlices[i]!.rps);
    const ratio = withTrail.rps / without.rps;
    console.warn(
      `    (${rounds} slices of ${seconds.toFixed(1)} s each; p99 the worst slice's; slice by slice ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}×)`,
    );
    // Each app did what it says: one entry per order with the trail, none without.
    const honest = without.added === 0 && withTrail.added === withTrail.orders;
    verdicts.push(
      `order creation with its entry ${withTrail.rps.toFixed(0)} req/s = ${ratio.toFixed(2)}× without ${without.rps.toFixed(0)} (CPU ${withTrail.cpuUs?.toFixed(0)} vs ${without.cpuUs?.toFixed(0)} µs/req; p99 ${withTrail.p99} vs ${without.p99} ms) — target ≥ ${ORDERS_TARGET}×: ${ratio >= ORDERS_TARGET && honest && !failed(withTrail) && !failed(without) ? 'met' : 'not met'}`,
    );
    if (!honest) {
      verdicts.push(
        `order creation: ${withTrail.added} entries for ${withTrail.orders} orders with the trail, ${without.added} for ${without.orders} without — target one each, none: not met`,
      );
    }
  } finally {
    await untrailed.close();
  }
  return verdicts;
}

/** Slices of one target's load as one: mean rate and p50, the worst p99, counts summed. */
function combined(loads: Slice[]): Slice {
  const mean = (pick: (load: Slice) => number) =>
    loads.reduce((total, load) => total + pick(load), 0) / loads.length;
  const sum = (pick: (load: Slice) => number) =>
    loads.reduce((total, load) => total + pick(load), 0);
  const requests = sum((load) => load.requests);
  return {
    ...loads[0]!,
    rps: mean((load) => load.rps),
    p50: mean((load) => load.p50),
    p99: Math.max(...loads.map((load) => load.p99)),
    requests,
    non2xx: sum((load) => load.non2xx),
    errors: sum((load) => load.errors),
    cpuUs: sum((load) => (load.cpuUs ?? 0) * load.requests) / Math.max(1, requests),
    added: sum((load) => load.added),
    orders: sum((load) => load.orders),
    settledMs: Math.max(...loads.map((load) => load.settledMs)),
  };
}
