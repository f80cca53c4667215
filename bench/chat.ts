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
// DURATION (30 s measured per run, after WARM_UP 5 s), STAFF_SOCKETS.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import {
  CHAT_MESSAGE_EVENT,
  CUSTOMER_NAMESPACE,
  type CustomerChatMessagePush,
  type StaffChatMessagePush,
} from '@console/contract/chat-realtime';
import { SESSION_TTL_MS } from '@console/contract/constants';
import { CUSTOMER_TOKEN_PREFIX } from '@console/contract/storefront-orders';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase, type Database, type Db } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import {
  conversations,
  customerSessions,
  customers,
  merchantMembers,
  users,
} from '../apps/server/src/db/schema.ts';
import { hashToken } from '../apps/server/src/identity/sessions.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '../apps/server/src/seed.ts';
import { callApi } from '../apps/server/src/simulator/storefront-client.ts';
import { dropBenchDatabase, prepareBenchDatabase } from './bench-database.ts';
import { startConsoleServer, type ConsoleServer } from './console-server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.join(ROOT, '.tmp/bench-chat');
const PASSWORD = 'bench2026chat';
const DATABASE_URL = process.env.DATABASE_URL || undefined;
const REDIS_URL = process.env.REDIS_URL || undefined;
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 2000);
const RATE = Number(process.env.RATE ?? 100);
const REPLY_SHARE = Number(process.env.REPLY_SHARE ?? 0.5);
const DURATION = Number(process.env.DURATION ?? 30);
const WARM_UP = Number(process.env.WARM_UP ?? 5);
const STAFF_SOCKETS = Number(process.env.STAFF_SOCKETS ?? 4);
const PORTS = [3430, 3431];
const CONNECT_BATCH = 200;
/** Requests under way at most; past it the sender falls behind RATE (and says so). */
const MAX_IN_FLIGHT = 400;
/** How long the pushes of the last sends may take to arrive before the missing count as lost. */
const DRAIN_MS = 15_000;
const TARGETS = { one: 50, two: 100 };

// ---------------------------------------------------------------- the bare socket.io echo

/** BENCH_ROLE=echo: a plain socket.io server that sends each `echo` straight back. */
async function serveEcho() {
  const server = createServer();
  const echo = new Server(server, { serveClient: false });
  echo.on('connection', (socket) => {
    socket.on('echo', (payload: unknown) => socket.emit('echo', payload));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.send!({ port: (server.address() as AddressInfo).port });
  process.on('disconnect', () => process.exit(0));
}

// ---------------------------------------------------------------- figures

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/** CPU seconds a process used so far (Linux /proc; undefined elsewhere). */
async function cpuSeconds(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks
}

/**
 * Seconds the process's main thread (node's event loop) has waited so far for a CPU while ready
 * to run (Linux schedstat): high when other work on the machine takes the cores.
 */
async function runQueueSeconds(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/schedstat`, 'utf8').catch(() => undefined);
  return stat ? Number(stat.split(' ')[1]) / 1e9 : undefined;
}

/** CPU seconds so far of the PostgreSQL backends serving this bench's database, by pid. */
async function databaseCpu(database: Database): Promise<Map<number, number>> {
  const backends = await database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  const used = new Map<number, number>();
  for (const { pid } of backends.rows as { pid: number }[]) {
    const seconds = await cpuSeconds(pid);
    if (seconds !== undefined) used.set(pid, seconds);
  }
  return used;
}
/** Transactions this database committed so far (each statement outside one counts as one). */
async function databaseCommits(database: Database): Promise<number> {
  const found = await database.db.execute(
    sql`select xact_commit::int as commits from pg_stat_database where datname = current_database()`,
  );
  return (found.rows[0] as { commits: number }).commits;
}
/** What the backends used between two readings (a backend opened in between counts from 0). */
const databaseCpuUsed = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((total, [pid, seconds]) => total + seconds - (before.get(pid) ?? 0), 0);

type Row = {
  run: string;
  messages: number;
  perSecond: number;
  toStaff: number[];
  toCustomer: number[];
  lost: number;
  duplicated: number;
  outOfOrder: number;
  errors: number;
  target?: number;
  cpu: string;
};
const rows: Row[] = [];
const failures: string[] = [];

/** Connect errors met (and retried) while connecting; a loaded host refuses a few at times. */
let connectRetries = 0;

async function connect(url: string, token?: string): Promise<Socket> {
  for (let attempt = 1; ; attempt += 1) {
    const socket = io(url, {
      query: token ? { token } : {},
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    const error = await new Promise<Error | undefined>((resolve) => {
      socket.once('connect', () => resolve(undefined));
      socket.once('connect_error', resolve);
    });
    if (!error) return socket;
    socket.close();
    if (attempt === 3) throw new Error(`${url}: ${error.message} (3 attempts)`);
    connectRetries += 1;
    await sleep(1000);
  }
}

async function connectAll(targets: { url: string; token?: string }[]): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < targets.length; i += CONNECT_BATCH) {
    const batch = targets.slice(i, i + CONNECT_BATCH);
    sockets.push(...(await Promise.all(batch.map(({ url, token }) => connect(url, token)))));
  }
  return sockets;
}

/**
 * POSTs a send; a request that fails without an answer (the client's 15 s timeout) is sent again
 * with the same client id, as the console and the storefront do, up to twice: the server must
 * answer the first message instead of writing a second (the duplicate check below sees it).
 */
async function postSend(
  base: URL,
  route: string,
  token: string,
  body: object,
  failed: (why: string) => void,
): Promise<{ code: string; msg: string }> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await callApi(base, 'POST', route, { token, body });
    } catch (error) {
      failed(
        `${route.split('/')[2]} send: ${(error as Error).message} (sent again, same client id)`,
      );
      if (attempt === 2) return { code: 'failed', msg: (error as Error).message };
    }
  }
}

/** Calls `send` RATE times a second for `seconds`, at most MAX_IN_FLIGHT unanswered. */
async function steady(seconds: number, send: (n: number) => Promise<void>) {
  const started = performance.now();
  let issued = 0;
  let inFlight = 0;
  let behind = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      const due = Math.floor(Math.min(elapsed, seconds) * RATE);
      while (issued < due) {
        if (inFlight >= MAX_IN_FLIGHT) {
          behind += 1;
          break;
        }
        inFlight += 1;
        void send(issued++).finally(() => (inFlight -= 1));
      }
      if (elapsed >= seconds) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  while (inFlight > 0) await sleep(10);
  return { issued, behind, seconds: (performance.now() - started) / 1000 };
}

// ---------------------------------------------------------------- baseline

async function echoBaseline() {
  const child = fork(import.meta.filename, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_ROLE: 'echo' },
  });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (message: { port: number }) => resolve(message.port)),
  );
  const url = `http://127.0.0.1:${port}`;
  const sockets = await connectAll(Array.from({ length: CUSTOMERS }, () => ({ url })));
  const trips: number[] = [];
  let measuring = false;
  for (const socket of sockets) {
    socket.on('echo', ([sentAt, measured]: [number, boolean]) => {
      if (measured) trips.push(performance.now() - sentAt);
    });
  }
  // Each echo is one socket.io trip there and one back, as a chat delivery is a request there
  // and a push back; nothing waits for the answer, as nothing waits for a push.
  const emit = async (n: number) =>
    void sockets[n % sockets.length]!.emit('echo', [performance.now(), measuring]);
  await steady(WARM_UP, emit);
  measuring = true;
  const cpuBefore = await cpuSeconds(child.pid!);
  const run = await steady(DURATION, emit);
  measuring = false;
  await sleep(500);
  const cpuAfter = await cpuSeconds(child.pid!);
  for (const socket of sockets) socket.close();
  child.kill();
  rows.push({
    run: 'bare socket.io echo (baseline)',
    messages: trips.length,
    perSecond: trips.length / run.seconds,
    toStaff: trips,
    toCustomer: [],
    lost: run.issued - trips.length,
    duplicated: 0,
    outOfOrder: 0,
    errors: 0,
    cpu:
      cpuBefore === undefined ? '' : `server ${((cpuAfter! - cpuBefore) / run.seconds).toFixed(2)}`,
  });
}

// ---------------------------------------------------------------- seed

type Fixture = {
  merchantId: number;
  staffToken: string;
  customers: { id: number; token: string; conversationId: number }[];
};

async function seed(database: Database): Promise<Omit<Fixture, 'staffToken'>> {
  const db: Db = database.db;
  const now = new Date();
  const [owner] = await db.select().from(users).where(eq(users.mail, DEMO_ACCOUNTS.owner.mail));
  const [membership] = await db
    .select({ id: merchantMembers.merchantId })
    .from(merchantMembers)
    .where(eq(merchantMembers.userId, owner!.id))
    .orderBy(asc(merchantMembers.merchantId))
    .limit(1);
  const merchantId = membership!.id;
  const made: Fixture['customers'] = [];
  for (let first = 0; first < CUSTOMERS; first += 500) {
    const count = Math.min(500, CUSTOMERS - first);
    const people = await db
      .insert(customers)
      .values(
        Array.from({ length: count }, (_, i) => ({
          mobile: `166${String(first + i).padStart(8, '0')}`,
          name: (first + i) % 3 === 0 ? `Bench Customer ${first + i}` : `测试顾客${first + i}`,
          createdAt: now,
        })),
      )
      .returning({ id: customers.id });
    const tokens = people.map(
      () => `${CUSTOMER_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`,
    );
    await db.insert(customerSessions).values(
      people.map(({ id }, i) => ({
        tokenHash: hashToken(tokens[i]!),
        customerId: id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      })),
    );
    const opened = await db
      .insert(conversations)
      .values(
        people.map(({ id }) => ({
          merchantId,
          customerId: id,
          lastMessageAt: now,
          createdAt: now,
        })),
      )
      .returning({ id: conversations.id, customerId: conversations.customerId });
    const byCustomer = new Map(opened.map((row) => [row.customerId, row.id]));
    people.forEach(({ id }, i) =>
      made.push({ id, token: tokens[i]!, conversationId: byCustomer.get(id)! }),
    );
  }
  return { merchantId, customers: made };
}

async function lastSeqs(database: Database, merchantId: number) {
  const found = await database.db
    .select({ id: conversations.id, lastSeq: conversations.lastSeq })
    .from(conversations)
    .where(eq(conversations.merchantId, merchantId));
  return new Map(found.map((row) => [row.id, row.lastSeq]));
}

// ---------------------------------------------------------------- a chat run

/** Every seq one socket received, per conversation, in arrival order. */
type Stream = Map<number, number[]>;
const heard = (stream: Stream, conversationId: number, seq: number) => {
  const list = stream.get(conversationId);
  if (list) list.push(seq);
  else stream.set(conversationId, [seq]);
};

async function chatRun(
  label: string,
  nodes: ConsoleServer[],
  database: Database,
  fixture: Fixture,
  target: number,
) {
  const bases = nodes.map((node) => new URL(node.base));
  const nodeOf = (customerIndex: number) => customerIndex % nodes.length;
  const before = await lastSeqs(database, fixture.merchantId);
  const connectStarted = performance.now();
  const staffSockets = await connectAll(
    Array.from({ length: STAFF_SOCKETS }, (_, i) => ({
      url: nodes[i % nodes.length]!.base,
      token: fixture.staffToken,
    })),
  );
  const customerSockets = await connectAll(
    fixture.customers.map((customer, i) => ({
      url: `${nodes[nodeOf(i)]!.base}${CUSTOMER_NAMESPACE}`,
      token: customer.token,
    })),
  );
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  console.warn(
    `  ${label}: ${staffSockets.length} staff + ${customerSockets.length} customer sockets connected in ${connectSeconds.toFixed(1)} s${connectRetries ? ` (${connectRetries} connect errors so far, each tried again)` : ''}`,
  );

  const sent = new Map<string, { at: number; measured: boolean }>();
  const toStaff: number[] = [];
  const toCustomer: number[] = [];
  const errors = new Map<string, number>();
  const failed = (why: string) => errors.set(why, (errors.get(why) ?? 0) + 1);
  let disconnects = 0;
  let measuring = false;
  let replying = true;
  let delivered = 0;
  let written = 0;
  const staffStreams: Stream[] = staffSockets.map(() => new Map());
  const customerStreams: Stream[] = customerSockets.map(() => new Map());
  const customerIndexOf = new Map(fixture.customers.map((c, i) => [c.conversationId, i]));

  const staffReply = async (conversationId: number, n: number) => {
    const index = customerIndexOf.get(conversationId)!;
    // Across two nodes the reply goes through the node the customer's socket is not on.
    const base = bases[(nodeOf(index) + 1) % nodes.length]!;
    const clientId = `s${label[0]}-${conversationId}-${n}`;
    sent.set(clientId, { at: performance.now(), measured: measuring });
    repliesUnderWay += 1;
    const answer = await postSend(
      base,
      `/api/chat/conversations/${conversationId}/messages`,
      fixture.staffToken,
      {
        merchants_id: String(fixture.merchantId),
        clientId,
        kind: 'text',
        text: n % 2 ? '您好，已为您查询，稍后回复。' : 'Thanks, we are on it.',
      },
      failed,
    );
    repliesUnderWay -= 1;
    if (answer.code === '0000') written += 1;
    else failed(`staff send: ${answer.code} ${answer.msg}`);
  };
  let replies = 0;
  let repliesUnderWay = 0;
  staffSockets.forEach((socket, s) => {
    socket.on(CHAT_MESSAGE_EVENT, (push: StaffChatMessagePush) => {
      const now = performance.now();
      delivered += 1;
      heard(staffStreams[s]!, push.message.conversationId, push.message.seq);
      const mark = sent.get(push.message.clientId);
      if (push.message.sender !== 'customer') return;
      if (mark?.measured) toStaff.push(now - mark.at);
      // The first staff socket answers a share of the customers' messages.
      if (s === 0 && replying && Math.random() < REPLY_SHARE) {
        void staffReply(push.message.conversationId, (replies += 1));
      }
    });
    socket.on('disconnect', () => (disconnects += 1));
  });
  customerSockets.forEach((socket, c) => {
    socket.on(CHAT_MESSAGE_EVENT, (push: CustomerChatMessagePush) => {
      const now = performance.now();
      delivered += 1;
      heard(customerStreams[c]!, push.conversationId, push.message.seq);
      const mark = sent.get(push.message.clientId);
      if (push.message.sender === 'staff' && mark?.measured) toCustomer.push(now - mark.at);
    });
    socket.on('disconnect', () => (disconnects += 1));
  });

  let sends = 0;
  /** How long the customers' send requests took to answer (measured part). */
  const answered: number[] = [];
  const customerSend = async () => {
    // One count across warm-up and measurement: a client id used again would be a retry.
    const n = sends++;
    const index = n % fixture.customers.length;
    const customer = fixture.customers[index]!;
    const clientId = `c${label[0]}-${customer.conversationId}-${n}`;
    sent.set(clientId, { at: performance.now(), measured: measuring });
    const answer = await postSend(
      bases[nodeOf(index)]!,
      `/api/storefront/conversations/${customer.conversationId}/messages`,
      customer.token,
      { clientId, kind: 'text', text: n % 2 ? '请问周六还有位置吗？' : 'Is there parking nearby?' },
      failed,
    );
    if (measuring) answered.push(performance.now() - sent.get(clientId)!.at);
    if (answer.code === '0000') written += 1;
    else failed(`customer send: ${answer.code} ${answer.msg}`);
  };

  await steady(WARM_UP, customerSend);
  measuring = true;
  const writtenBefore = written;
  const deliveredBefore = delivered;
  const cpuBefore = await Promise.all(nodes.map((node) => cpuSeconds(node.pid)));
  const waitBefore = await Promise.all(nodes.map((node) => runQueueSeconds(node.pid)));
  const databaseBefore = await databaseCpu(database);
  const commitsBefore = await databaseCommits(database);
  const clientCpu = process.cpuUsage();
  const run = await steady(DURATION, customerSend);
  const cpuAfter = await Promise.all(nodes.map((node) => cpuSeconds(node.pid)));
  const waitAfter = await Promise.all(nodes.map((node) => runQueueSeconds(node.pid)));
  const databaseUsed = databaseCpuUsed(databaseBefore, await databaseCpu(database));
  // The statistics collector reports with a delay of up to a second (stats_fetch_consistency).
  const commits = (await databaseCommits(database)) - commitsBefore;
  const clientUsed = process.cpuUsage(clientCpu);
  const perSecond = (written - writtenBefore) / run.seconds;
  const deliveriesPerSecond = (delivered - deliveredBefore) / run.seconds;
  measuring = false;
  replying = false;
  // Replies to the last customer messages may still be under way: wait for them and for every
  // push of every message written (STAFF_SOCKETS + 1 sockets hear each one).
  const drainUntil = Date.now() + DRAIN_MS;
  while (Date.now() < drainUntil) {
    await sleep(100);
    if (repliesUnderWay === 0 && delivered >= written * (staffSockets.length + 1)) break;
  }
  await sleep(500);

  // Every socket must hold every message of its conversations once, in seq order.
  const after = await lastSeqs(database, fixture.merchantId);
  let lost = 0;
  let duplicated = 0;
  let outOfOrder = 0;
  let expectedTotal = 0;
  const check = (stream: Stream, conversationId: number) => {
    const from = before.get(conversationId) ?? 0;
    const to = after.get(conversationId) ?? 0;
    expectedTotal += to - from;
    const got = stream.get(conversationId) ?? [];
    const seen = new Set<number>();
    got.forEach((seq, i) => {
      if (seen.has(seq)) duplicated += 1;
      else if (i > 0 && seq < got[i - 1]!) outOfOrder += 1;
      seen.add(seq);
    });
    for (let seq = from + 1; seq <= to; seq += 1) if (!seen.has(seq)) lost += 1;
  };
  for (const stream of staffStreams) for (const id of after.keys()) check(stream, id);
  fixture.customers.forEach((customer, c) => check(customerStreams[c]!, customer.conversationId));
  const writtenInDb = [...after].reduce(
    (total, [id, seq]) => total + seq - (before.get(id) ?? 0),
    0,
  );
  if (writtenInDb !== written)
    failed(`${written} sends answered 0000, ${writtenInDb} rows written`);
  if (disconnects > 0) failed(`${disconnects} sockets disconnected during the run`);
  if (run.behind > 0)
    failed(`the sender fell behind ${RATE}/s (${MAX_IN_FLIGHT} requests under way)`);
  for (const socket of [...staffSockets, ...customerSockets]) socket.close();

  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  for (const [why, count] of errors) console.warn(`    ${count} × ${why}`);
  const cpu = nodes
    .map((_, i) =>
      cpuBefore[i] === undefined
        ? ''
        : `${((cpuAfter[i]! - cpuBefore[i]!) / run.seconds).toFixed(2)}`,
    )
    .join(' + ');
  const waited = nodes
    .map((_, i) =>
      waitBefore[i] === undefined
        ? '-'
        : `${(((waitAfter[i]! - waitBefore[i]!) / run.seconds) * 1000).toFixed(0)} ms`,
    )
    .join(' + ');
  console.warn(
    `    ${writtenInDb} messages written (${expectedTotal} deliveries checked); measured ${run.seconds.toFixed(1)} s: ${perSecond.toFixed(0)} messages/s written, ${deliveriesPerSecond.toFixed(0)} pushes/s received; CPU cores busy: node(s) ${cpu}, this client ${((clientUsed.user + clientUsed.system) / 1e6 / run.seconds).toFixed(2)}; PostgreSQL backends ${(databaseUsed / run.seconds).toFixed(2)}; each node's event loop waited for a CPU ${waited} per second`,
  );
  console.warn(
    `    customer send requests answered in p50 ${ms(percentile(answered, 50))} ms, p99 ${ms(percentile(answered, 99))} ms; about ${(commits / Math.max(1, written - writtenBefore)).toFixed(1)} PostgreSQL transactions (statements outside one included) per message written`,
  );
  rows.push({
    run: label,
    messages: written - writtenBefore,
    perSecond,
    toStaff,
    toCustomer,
    lost,
    duplicated,
    outOfOrder,
    errors: errorCount,
    target,
    cpu: `node(s) ${cpu}`,
  });
}

// ---------------------------------------------------------------- main

function table() {
  const header = [
    'run',
    'msgs',
    'msg/s',
    'c->s p50',
    'c->s p99',
    's->c p50',
    's->c p99',
    'lost',
    'dup',
    'order',
    'errors',
    'target p99',
  ];
  const lines = rows.map((row) => [
    row.run,
    String(row.messages),
    row.perSecond.toFixed(0),
    ms(percentile(row.toStaff, 50)),
    ms(percentile(row.toStaff, 99)),
    ms(percentile(row.toCustomer, 50)),
    ms(percentile(row.toCustomer, 99)),
    String(row.lost),
    String(row.duplicated),
    String(row.outOfOrder),
    String(row.errors),
    row.target === undefined ? '' : `< ${row.target} ms`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  console.warn(
    [
      format(header),
      `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
      ...lines.map(format),
    ].join('\n'),
  );
}

function verdicts() {
  for (const row of rows) {
    if (row.target === undefined) continue;
    const worst = Math.max(percentile(row.toStaff, 99), percentile(row.toCustomer, 99));
    const met =
      worst < row.target &&
      row.lost + row.duplicated + row.outOfOrder + row.errors === 0 &&
      row.toStaff.length > 0 &&
      row.toCustomer.length > 0;
    const line = `${row.run}: worst p99 ${ms(worst)} ms (target < ${row.target} ms), lost ${row.lost}, duplicated ${row.duplicated}, out of order ${row.outOfOrder}, errors ${row.errors}: ${met ? 'met' : 'NOT MET'}`;
    console.warn(line);
    if (!met) failures.push(line);
  }
}

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

if (process.env.BENCH_ROLE === 'echo') await serveEcho();
else await main();
