// npm run bench:chat (docs/testing.md "bench:chat"): CUSTOMERS (2,000) conversations with one
// merchant, each customer with a socket on the /customer namespace, the merchant's staff with
// STAFF_SOCKETS (4) sockets, customers sending at a steady RATE (100 messages/s in all, one message
// per customer every CUSTOMERS / RATE seconds: well under the 20-per-10-s limit) and staff replying
// to REPLY_SHARE (half) of them, so about 150 messages/s are written (200 customer messages/s
// and their replies outran this 2-core machine: docs/testing.md). It measures customer -> staff and staff -> customer delivery
// latency (from the moment the send request leaves to the push's arrival on the socket) p50 /
// p99, messages per second, and checks that every socket received every message of its
// conversations exactly once and in `seq` order. First on one node, then on two nodes sharing
// PostgreSQL and Redis (customers' requests and sockets spread over both, staff sockets on both,
// every staff reply sent through the node the customer's socket is not on). A bare socket.io
// echo (a plain socket.io server in a process of its own, the same sockets and rate) is the
// baseline of the same run. Targets: p99 < 50 ms on one node, < 100 ms across two; 0 lost,
// 0 duplicated, 0 out of order; no request answered an error. Exit code 1 when one is missed.
//
// The nodes are the real server (apps/server/src/main.ts, NODE_ENV=production), child processes
// in process groups of their own (bench/console-server.ts); the sockets and the requests come
// from this process. Customers, their sessions and conversations are written straight into the
// database (the storefront sign-in is rate-limited per IP and per mobile, as it should be).
// Database: PostgreSQL from DATABASE_URL, required (the nodes and this process read it together;
// created if missing, schema wiped, dropped at the end, so the name must contain "bench", e.g.
// postgres://postgres@127.0.0.1:5432/bench_chat). Two nodes need REDIS_URL too (keys under a
// prefix of their own, bench-chat-<random>); without it only one node runs and the bench fails. Knobs: CUSTOMERS, RATE, REPLY_SHARE (0.5),
// DURATION (30 s measured per run, after WARM_UP 5 s), STAFF_SOCKETS (the owner and members
// holding chat:reply, one socket each), ASSIGNMENT (on: response targets of 5 minutes and
// auto-assignment with ASSIGN_CAPACITY, 50, per member; off: neither). With assignment on it also
// measures each conversation's assignment decision (send to the push showing it given or queued),
// p99 < 50 ms; and prints the node(s)' CPU per message written.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '../apps/server/src/demo/seed.ts';
import { callApi } from '../apps/simulator/src/storefront-client.ts';
import { dropBenchDatabase, prepareBenchDatabase } from './bench-database.ts';
import { startConsoleServer, type ConsoleServer } from './console-server.ts';
import { echoBaseline } from './chat-echo.ts';
import { failures, table, verdicts } from './chat-report.ts';
import { chatRun } from './chat-run.ts';
import { resetAssignment, seed } from './chat-seed.ts';
import { CUSTOMERS, DURATION, RATE, REPLY_SHARE, STAFF_SOCKETS, WARM_UP } from './chat-settings.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.join(ROOT, '.tmp/bench-chat');
const PASSWORD = 'bench2026chat';
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const REDIS_URL = process.env.REDIS_URL || undefined;
const PORTS = [3430, 3431];
const TARGETS = { one: 50, two: 100 };

async function main() {
  let interrupted = false;
  if (!DATABASE_URL) {
    console.error(
      'bench:chat needs PostgreSQL, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_chat (and REDIS_URL=redis://127.0.0.1:6379 for two nodes)',
    );
    process.exit(1);
  }
  await prepareBenchDatabase(DATABASE_URL);
  console.warn(`database: PostgreSQL (${new URL(DATABASE_URL).pathname.slice(1)}), schema wiped`);
  const config = loadConfig({ DATA_DIR, DATABASE_URL, DEMO_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' });
  const database = await createDatabase(config);
  const running: ConsoleServer[] = [];
  const cleanUp = async () => {
    for (const node of running.splice(0)) await node.stop();
    await database.close().catch(() => undefined);
    await dropBenchDatabase(DATABASE_URL, { force: interrupted });
    // The seed's demo uploads (this process) and each node's DATA_DIR.
    for (const dir of [DATA_DIR, ...PORTS.map((port) => `${DATA_DIR}-${port}`)]) {
      await rm(dir, { recursive: true, force: true });
    }
  };
  process.once('SIGINT', () => {
    interrupted = true;
    void cleanUp().finally(() => process.exit(130));
  });
  try {
    await migrateDatabase(database);
    await seedDemoData(database.db, config, new Date());
    const seeded = await seed(database);
    console.warn(
      `${CUSTOMERS} customers with a session and a conversation each (merchant ${seeded.merchantId}); ${RATE} customer messages/s in all, staff reply to ${Math.round(REPLY_SHARE * 100)} %; ${WARM_UP} s warm-up + ${DURATION} s measured per run; ${STAFF_SOCKETS} staff sockets`,
    );

    await echoBaseline();
    console.warn('  baseline done');

    const start = async (port: number, env: NodeJS.ProcessEnv) => {
      const node = await startConsoleServer({
        port,
        dataDir: `${DATA_DIR}-${port}`,
        env: { NODE_ENV: 'production', ...env },
      });
      running.push(node);
      return node;
    };
    const one = await start(PORTS[0]!, { DATABASE_URL });
    const login = await callApi<{ token: string }>(new URL(one.base), 'POST', '/api/login', {
      body: { username: DEMO_ACCOUNTS.owner.mail, password: PASSWORD },
    });
    if (login.code !== '0000') throw new Error(`staff login: ${login.code} ${login.msg}`);
    const fixture = { ...seeded, staffToken: login.content.token };
    await chatRun('one node', [one], database, fixture, TARGETS.one);
    await one.stop();
    running.splice(0);

    if (REDIS_URL) {
      await resetAssignment(database, seeded.merchantId);
      const redis = { REDIS_URL, REDIS_PREFIX: `bench-chat-${randomBytes(4).toString('hex')}` };
      const nodes = [
        await start(PORTS[0]!, { DATABASE_URL, ...redis }),
        await start(PORTS[1]!, { DATABASE_URL, ...redis }),
      ];
      await chatRun('two nodes, Redis', nodes, database, fixture, TARGETS.two);
    } else {
      failures.push('two nodes: not measured (they need REDIS_URL)');
      console.warn(failures.at(-1));
    }
  } finally {
    if (!interrupted) await cleanUp();
  }
  console.warn(
    '\nlatency from the send request to the push on the socket, ms (baseline: echo round trip)',
  );
  table();
  verdicts();
  process.exitCode = failures.length > 0 ? 1 : 0;
}

await main();
