// One measured bench:chat run on one node or two: customers send at RATE, staff answer a share,
// every socket's pushes are checked against the conversations' seq (none lost, duplicated or out
// of order), and the latencies, throughput and CPU go into the report.
import {
  CHAT_CONVERSATION_EVENT,
  CHAT_MESSAGE_EVENT,
  type ChatConversationPush,
  CUSTOMER_NAMESPACE,
  type CustomerChatMessagePush,
  type StaffChatMessagePush,
} from '@console/contract/chat-realtime';
import type { Database } from '../apps/server/src/db/client.ts';
import type { ConsoleServer } from './console-server.ts';
import { lastSeqs, type Fixture } from './chat-seed.ts';
import { ms, percentile, rows } from './chat-report.ts';
import {
  DRAIN_MS,
  DURATION,
  MAX_IN_FLIGHT,
  RATE,
  REPLY_SHARE,
  RESOLVE_SHARE,
  STAFF_SOCKETS,
  WARM_UP,
} from './chat-settings.ts';
import { connectAll, connectRetries, postSend, sleep, steady } from './chat-sockets.ts';
import {
  cpuSeconds,
  databaseCommits,
  databaseCpu,
  databaseCpuUsed,
  runQueueSeconds,
} from './chat-usage.ts';

/** Every seq one socket received, per conversation, in arrival order. */
type Stream = Map<number, number[]>;
const heard = (stream: Stream, conversationId: number, seq: number) => {
  const list = stream.get(conversationId);
  if (list) list.push(seq);
  else stream.set(conversationId, [seq]);
};

export async function chatRun(
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
    // The owner's socket first (it answers), then one per member (docs/chat.md "Assignment").
    Array.from({ length: STAFF_SOCKETS }, (_, i) => ({
      url: nodes[i % nodes.length]!.base,
      token:
        i === 0 ? fixture.staffToken : fixture.memberTokens[(i - 1) % fixture.memberTokens.length]!,
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
  /**
   * Auto-assignment's decisions (docs/chat.md "Assignment"), from what made each one possible to
   * the push showing the conversation given to a member: a conversation's first customer send
   * when a member had room, else the resolve that freed the room it took. Each successful
   * resolve frees one place and the queue is given out first in, first out, so the assignments
   * that follow resolves are paired with them in order (`freed`); an assignment with no resolve
   * left to pair counts from its send. Measured: assignments pushed in the measured part.
   */
  const decisions: number[] = [];
  const decided = new Set<number>();
  /** Each conversation's first customer send seen (the one its assignment follows). */
  const firstWrite = new Map<number, { at: number; measured: boolean } | undefined>();
  const queued = new Set<number>();
  /** When each resolve not yet paired with an assignment was sent, oldest first. */
  const freed: number[] = [];
  /** Conversations resolved in this run (their customers write no more). */
  const done = new Set<number>();
  /** Conversations a member holds (given, not resolved) as the pushes last showed them. */
  const holding = new Set<number>();
  const assigned = (conversation: StaffChatMessagePush['conversation'], now: number) => {
    if (conversation.assignee && conversation.status !== 'resolved') {
      if (!holding.has(conversation.id)) handle(conversation.id);
      holding.add(conversation.id);
    }
    if (decided.has(conversation.id)) return;
    if (conversation.queuedAt) queued.add(conversation.id);
    if (!conversation.assignee) return;
    decided.add(conversation.id);
    const mark = firstWrite.get(conversation.id);
    const room = freed.shift();
    if (mark && measuring) decisions.push(now - Math.max(mark.at, room ?? 0));
  };
  let resolves = 0;
  /**
   * A member handles a conversation given to them: a share of them is resolved after a while
   * (RESOLVE_SHARE, after 5-15 s), which frees its place for the queue.
   */
  const handle = (conversationId: number) => {
    if (!replying || Math.random() >= RESOLVE_SHARE) return;
    setTimeout(() => void resolveHeld(conversationId), 5000 + Math.random() * 10_000);
  };
  const resolveHeld = async (conversationId: number) => {
    const index = customerIndexOf.get(conversationId)!;
    const base = bases[(nodeOf(index) + 1) % nodes.length]!;
    if (!replying) return;
    // Counted from the request: its assignment may be pushed before the answer arrives.
    const at = performance.now();
    freed.push(at);
    done.add(conversationId);
    const resolved = await postSend(
      base,
      `/api/chat/conversations/${conversationId}/status`,
      fixture.staffToken,
      { merchants_id: String(fixture.merchantId), status: 'resolved' },
      failed,
    );
    if (resolved.code === '0000') {
      resolves += 1;
      holding.delete(conversationId);
      return;
    }
    // Nothing freed: not paired (unless an assignment took it meanwhile).
    done.delete(conversationId);
    const unpaired = freed.indexOf(at);
    if (unpaired >= 0) freed.splice(unpaired, 1);
    if (resolved.code !== '1004') failed(`resolve: ${resolved.code} ${resolved.msg}`);
  };

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
    if (answer.code === '0000') written += 1;
    else failed(`staff send: ${answer.code} ${answer.msg}`);
    repliesUnderWay -= 1;
  };
  let replies = 0;
  let repliesUnderWay = 0;
  staffSockets.forEach((socket, s) => {
    if (s === 0) {
      socket.on(CHAT_CONVERSATION_EVENT, (push: ChatConversationPush) =>
        assigned(push.conversation, performance.now()),
      );
    }
    socket.on(CHAT_MESSAGE_EVENT, (push: StaffChatMessagePush) => {
      const now = performance.now();
      delivered += 1;
      heard(staffStreams[s]!, push.message.conversationId, push.message.seq);
      const mark = sent.get(push.message.clientId);
      if (push.message.sender !== 'customer') return;
      if (mark?.measured) toStaff.push(now - mark.at);
      if (s === 0) {
        if (!firstWrite.has(push.conversation.id)) firstWrite.set(push.conversation.id, mark);
        assigned(push.conversation, now);
      }
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
    let index = n % fixture.customers.length;
    // A customer whose conversation was resolved is done: a message would reopen it to its
    // member past their capacity, and a resolve would then free no place.
    for (let tries = 0; done.has(fixture.customers[index]!.conversationId); tries += 1) {
      if (tries === fixture.customers.length) return;
      index = (index + 1) % fixture.customers.length;
    }
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
  const nodesCpu = nodes.reduce(
    (total, _, i) => total + (cpuAfter[i] ?? 0) - (cpuBefore[i] ?? 0),
    0,
  );
  const cpuPerMessage = (nodesCpu * 1000) / Math.max(1, written - writtenBefore);
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
    `    customer send requests answered in p50 ${ms(percentile(answered, 50))} ms, p99 ${ms(percentile(answered, 99))} ms; about ${(commits / Math.max(1, written - writtenBefore)).toFixed(1)} PostgreSQL transactions (statements outside one included) per message written; node CPU ${cpuPerMessage.toFixed(2)} ms per message written`,
  );
  console.warn(
    `    auto-assignment: ${decided.size} conversations given to a member, ${queued.size} went through the queue, ${resolves} resolves (RESOLVE_SHARE ${RESOLVE_SHARE} of the replies to held ones); ${decisions.length} decisions measured (from the send, or the resolve that freed the room, to the push naming the member): p50 ${ms(percentile(decisions, 50))} ms, p99 ${ms(percentile(decisions, 99))} ms`,
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
    decisions,
    cpuPerMessage,
  });
}
