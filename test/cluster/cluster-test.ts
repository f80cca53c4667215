import { mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { apiCodes } from '@console/contract/api-codes';
import type { ChatMessage, ChatMessagesContent } from '@console/contract/chat';
import { startCodeWebhook } from './code-webhook.ts';
import {
  customerLoad,
  moveOrder,
  placeOrder,
  sendCustomerMessage,
  attachCustomerView,
} from './customer.ts';
import { createRunDatabase } from './database.ts';
import { CHECK, startHaproxy, watchServers } from './haproxy.ts';
import { createClient } from './http-client.ts';
import { nodeEnvironment, startNode, stopNode, waitHealthy, type ClusterNode } from './nodes.ts';
import { killAll, signal, stopGracefully } from './processes.ts';
import { report, type Check } from './report.ts';
import { shopActivities, signInCustomer, signInStaff } from './sign-in.ts';
import { startStaff } from './staff.ts';
import { checkChat, checkOrders, checkPlaces } from './verify.ts';

// npm run test:cluster (docs/operations.md "The cluster test"): HAProxy before three nodes of
// the production build on PostgreSQL and Redis; storefront customers order, pay and chat and
// staff answer for 90 s while one node is killed (SIGKILL at 20 s) and all are restarted one by
// one (SIGTERM from 50 s); then everything acknowledged is read back. Exit 1 on any failure.

const ROOT = path.resolve(import.meta.dirname, '../..');
const env = process.env;
const CUSTOMERS = Number(env.CLUSTER_CUSTOMERS ?? 24);
const LOAD_MS = Number(env.CLUSTER_SECONDS ?? 90) * 1000;
const KILL_AT_MS = 20_000;
const ROLL_AT_MS = 50_000;
const DRAIN_SECONDS = 3;
const BASE_PORT = Number(env.CLUSTER_PORT ?? 39300);
const PORTS = {
  haproxy: BASE_PORT,
  webhook: BASE_PORT + 2,
  nodes: [11, 12, 13].map((n) => BASE_PORT + n),
};
const POSTGRES = env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS = env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const HAPROXY = env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
const DEMO_PASSWORD = 'cluster2026pass';

const started = Date.now();
/** Undone last first: sockets, HAProxy, the nodes, the webhook, the database. */
const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  for (let next = cleanups.pop(); next; next = cleanups.pop()) {
    await next().catch((error: Error) => console.error(`cleanup: ${error.message}`));
  }
  killAll();
}
const clock = () => Date.now() - started;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (text: string) => process.stdout.write(`[${(clock() / 1000).toFixed(1)} s] ${text}\n`);

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function until(what: string, test: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function main(): Promise<boolean> {
  for (const port of [PORTS.haproxy, PORTS.webhook, ...PORTS.nodes]) {
    if (!(await portIsFree(port)))
      throw new Error(`port ${port} is taken (CLUSTER_PORT moves the range)`);
  }
  const runId = String(Math.floor(Date.now() / 1000) % 100_000).padStart(5, '0');
  const dir = path.join(ROOT, `.tmp/cluster-${runId}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const database = await createRunDatabase(POSTGRES, `cluster_${runId}_${process.pid}`);
  cleanups.push(() => database.drop());
  try {
    const webhook = await startCodeWebhook(PORTS.webhook);
    cleanups.push(() => webhook.close());
    const nodes: ClusterNode[] = PORTS.nodes.map((port, i) => ({
      name: `n${i + 1}`,
      port,
      child: null,
      starts: 0,
    }));
    const envOf = (node: ClusterNode) =>
      nodeEnvironment({
        port: node.port,
        databaseUrl: database.url,
        redisUrl: REDIS,
        redisPrefix: `cluster-${runId}`,
        dataDir: path.join(dir, node.name),
        webhookUrl: webhook.url,
        demoPassword: DEMO_PASSWORD,
        drainSeconds: DRAIN_SECONDS,
      });
    // All three at once: migrations and the demo seed run under their locks (docs/database.md).
    cleanups.push(async () => killAll());
    for (const node of nodes) startNode(node, envOf(node), dir);
    await Promise.all(nodes.map((node) => waitHealthy(node, 90_000)));
    log(`3 nodes healthy on ${PORTS.nodes.join(', ')} (database ${database.name})`);
    const haproxy = await startHaproxy({ dir, port: PORTS.haproxy, nodes, binary: HAPROXY });
    const watcher = watchServers(haproxy.statsSocket, clock);
    cleanups.push(async () => {
      await watcher.stop();
      await stopGracefully(haproxy.child, 5000);
    });
    await until(
      'HAProxy to see 3 nodes UP',
      () => nodes.every((n) => watcher.current.get(n.name) === 'UP'),
      15_000,
    );
    const base = new URL(`http://127.0.0.1:${PORTS.haproxy}`);
    const client = createClient(base, clock, { giveUpMs: 75_000 });

    const { merchantId, activities } = await shopActivities(client);
    const staffTokens = [
      await signInStaff(client, DEMO_PASSWORD),
      await signInStaff(client, DEMO_PASSWORD),
    ];
    const staff = staffTokens.map((token, index) =>
      startStaff({ base, client, index, staffCount: staffTokens.length, token, merchantId }),
    );
    const customers = [];
    for (let i = 0; i < CUSTOMERS; i += 8) {
      const batch = Array.from({ length: Math.min(8, CUSTOMERS - i) }, (_, k) =>
        signInCustomer({
          client,
          base,
          index: i + k,
          runId,
          merchantId,
          codeFor: (m) => webhook.codeFor(m),
        }),
      );
      customers.push(...(await Promise.all(batch)));
    }
    for (const customer of customers) attachCustomerView(base, client, customer);
    const sockets = [...customers, ...staff];
    cleanups.push(async () => sockets.forEach((s) => s.socket.disconnect()));
    await until('every socket to connect', () => sockets.every((s) => s.socket.connected), 20_000);
    log(
      `${customers.length} customers and ${staff.length} staff sessions connected through HAProxy`,
    );

    // The load, the kill and the rolling restart, on one timeline from t0.
    const t0 = clock();
    const loads = customers.map((customer) =>
      customerLoad({ client, customer, activities, clock, until: t0 + LOAD_MS }),
    );
    const killed = nodes[1]!;
    await sleep(t0 + KILL_AT_MS - clock());
    signal(killed.child!, 'SIGKILL');
    const killAt = clock();
    log(`${killed.name} killed (SIGKILL)`);
    await sleep(t0 + ROLL_AT_MS - clock());
    const rollStart = clock();
    const stops: { node: string; termAt: number; exitAt: number; how: string }[] = [];
    for (const node of [killed, nodes[0]!, nodes[2]!]) {
      if (node.child?.isRunning()) {
        const termAt = clock();
        const how = await stopNode(node);
        stops.push({ node: node.name, termAt, exitAt: clock(), how });
        log(`${node.name} stopped (SIGTERM, ${how})`);
      }
      startNode(node, envOf(node), dir);
      await waitHealthy(node, 60_000);
      await until(
        `HAProxy to see ${node.name} UP`,
        () => watcher.current.get(node.name) === 'UP',
        15_000,
      );
      log(`${node.name} started and UP in HAProxy`);
    }
    const rollEnd = clock();
    await Promise.all(loads);
    log('load over; probing every socket');

    // Every socket, reconnected by now, must still get pushes: a message from each customer
    // (to both staff sockets), the staff's answer (to the customer) and a paid order (to staff).
    const free = activities.find((a) => a.capacity === null) ?? activities[0]!;
    const probes = await Promise.all(
      customers.map(async (customer) => {
        const message = await sendCustomerMessage(
          client,
          customer,
          `probe from customer ${customer.index}`,
        );
        const order = await placeOrder(client, customer, free, 1);
        if (order) await moveOrder(client, customer, order, 'pay');
        return { customer, message, order };
      }),
    );
    const probeDone = () =>
      probes.every(
        ({ customer, message, order }) =>
          message !== null &&
          order?.statuses.at(-1) === 'paid' &&
          staff.every((s) => s.pushed.has(message.id) && s.paidPushed.has(order.orderId)) &&
          [...customer.view.held.values()].some(
            (m) => m.sender === 'staff' && m.seq > message.seq && customer.pushed.has(m.id),
          ),
      );
    const probeOk = await until('the probe pushes', probeDone, 20_000).then(
      () => true,
      () => false,
    );
    for (const member of staff) member.replying = false;
    await until(
      'every operation to end',
      () => client.operations.every((op) => op.result !== null),
      30_000,
    );
    await sleep(1000);

    // Read back.
    const server = new Map<number, ChatMessage[]>();
    // Every conversation someone wrote in: the customers' and any other the staff answered (the
    // demo customer's).
    const conversationIds = new Set([
      ...customers.map((c) => c.conversationId),
      ...staff.flatMap((m) => m.messages.map((a) => a.conversationId)),
    ]);
    for (const conversationId of conversationIds) {
      const messages: ChatMessage[] = [];
      for (let after = 0; ;) {
        const { answer } = await client.run<ChatMessagesContent>('read back', {
          method: 'GET',
          route: `/api/chat/conversations/${conversationId}/messages?after_seq=${after}&pageSize=100&merchants_id=${merchantId}`,
          token: staffTokens[0],
        });
        if (answer?.code !== apiCodes.ok) throw new Error(`read back: ${answer?.msg}`);
        messages.push(...answer.content.messages);
        if (answer.content.nextLastId === null) break;
        after = answer.content.nextLastId;
      }
      server.set(conversationId, messages);
    }
    const orders = await checkOrders(database.url, customers);
    const places = await checkPlaces(database.url);
    const chat = checkChat(server, customers, staff);
    const downAt = watcher.downAfter(killed.name, killAt);
    const checks: Check[] = [];
    const results = report({
      customers,
      staff,
      operations: client.operations,
      orders,
      places,
      chat,
      probeOk,
      timeline: { t0, killAt, downAt, rollStart, rollEnd, stops, killed: killed.name },
      watcher,
      nodes: nodes.map((n) => n.name),
      check: CHECK,
      checks,
    });
    log(`logs: ${dir}`);
    return results;
  } finally {
    await cleanUp();
  }
}

const interrupted = () => void cleanUp().finally(() => process.exit(130));
process.on('SIGINT', interrupted);
process.on('SIGTERM', interrupted);

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: Error) => {
    console.error(error.stack ?? error.message);
    process.exit(1);
  },
);
