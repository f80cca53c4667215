// npm run simulate — a living shop for demos: simulated customers use the storefront
// API of a RUNNING server. They sign in (the one-time code read from the server's outbox), browse
// approved activities, order, pay most orders, cancel some, leave some unpaid (the server's
// 30-minute job cancels those) and ask a refund for a few paid ones. Some chat with a merchant
// (chat.ts): they ask, receive the staff's answers live and now and then answer back.
// Once staff have checked an order in, its customer may answer the review request it brought, or
// leave it for the reminders (reviews.ts).
// See docs/simulator.md.
//
// Knobs (flag or environment): --url / SIMULATE_URL (http://127.0.0.1:<PORT, default 3000>),
// --rate / SIMULATE_RATE actions per second (2), --customers / SIMULATE_CUSTOMERS (20),
// --chat / SIMULATE_CHAT the share of a signed-in customer's actions that are a chat message
// (0.2; 0 = nobody chats),
// --duration / SIMULATE_DURATION seconds (0 = until Ctrl-C), --data-dir / SIMULATE_DATA_DIR
// (the server's DATA_DIR, default as for `npm start`: DATA_DIR or <repo>/data).
import { parseArgs } from 'node:util';
import { apiCodes } from '@console/contract/api-codes';
import type { StorefrontActivity } from '@console/contract/storefront';
import type { CustomerOrder } from '@console/contract/storefront-orders';
import { loadConfig } from '@console/server/config';
import { createChat } from './chat.ts';
import { createReviews } from './reviews.ts';
import { outboxReader } from './outbox-codes.ts';
import { ORDER_NOTES, peopleOfRun, REFUND_REASONS, type Person } from './people.ts';
import { callApi, sourceAddressOf, type Envelope } from './storefront-client.ts';
import { createTally } from './tally.ts';

const { values: flags } = parseArgs({
  options: {
    url: { type: 'string' },
    rate: { type: 'string' },
    customers: { type: 'string' },
    duration: { type: 'string' },
    chat: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const env = process.env;
const defaults = loadConfig({
  PORT: env.PORT,
  DATA_DIR: flags['data-dir'] ?? env.SIMULATE_DATA_DIR ?? env.DATA_DIR,
});
const BASE = new URL(flags.url ?? env.SIMULATE_URL ?? `http://127.0.0.1:${defaults.port}`);
const RATE = Number(flags.rate ?? env.SIMULATE_RATE ?? 2);
const CUSTOMERS = Number(flags.customers ?? env.SIMULATE_CUSTOMERS ?? 20);
const DURATION = Number(flags.duration ?? env.SIMULATE_DURATION ?? 0);
const CHAT = Number(flags.chat ?? env.SIMULATE_CHAT ?? 0.2);
/**
 * The share of a signed-in customer's actions that look for a review request to answer, else a
 * checked-in order to review.
 */
const REVIEW = 0.15;
if (!(RATE > 0) || !(CUSTOMERS >= 1) || !(DURATION >= 0) || !(CHAT >= 0 && CHAT <= 1)) {
  console.error(
    'SIMULATE_RATE must be > 0, SIMULATE_CUSTOMERS >= 1, SIMULATE_DURATION >= 0, SIMULATE_CHAT 0..1',
  );
  process.exit(1);
}

type Customer = Person & { token?: string; signInAfter: number; localAddress?: string };
type FollowUp = {
  customer: Customer;
  order: CustomerOrder;
  due: number;
  step: 'settle' | 'refund';
};

const tally = createTally();
const outbox = await outboxReader(defaults.dataDir);
const customers: Customer[] = peopleOfRun(CUSTOMERS, new Date()).map((person) => ({
  ...person,
  signInAfter: 0,
  localAddress: sourceAddressOf(BASE, person.index),
}));
let openActivities: StorefrontActivity[] = [];
/** The merchants whose activities the customers have seen: those they may write to. */
let merchantIds: number[] = [];
const chat = createChat(BASE, tally);
const reviews = createReviews(BASE, tally);
const followUps: FollowUp[] = [];
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const later = (minSeconds: number, maxSeconds: number) =>
  Date.now() + (minSeconds + Math.random() * (maxSeconds - minSeconds)) * 1000;

/** 0000 -> the content; 1001/1004 -> a refusal counted by its message; others -> an error. */
function settle<T>(answer: Envelope<T>): T | undefined {
  if (answer.code === apiCodes.ok) return answer.content;
  tally.refuse(
    ([apiCodes.rejected, apiCodes.conflict] as string[]).includes(answer.code)
      ? 'refusals'
      : 'errors',
    answer.msg,
  );
  return undefined;
}

async function signIn(customer: Customer): Promise<boolean> {
  const { mobile, name, localAddress } = customer;
  const sent = await callApi(BASE, 'POST', '/api/storefront/captcha', {
    body: { mobile },
    localAddress,
  });
  if (sent.code === apiCodes.tooManyAttempts) {
    customer.signInAfter = later(30, 60); // the per-IP or per-mobile limit: try again later
    tally.refuse('refusals', `captcha: ${sent.msg}`);
    return false;
  }
  if (!settle(sent)) return false;
  const captcha = await outbox.codeFor(mobile);
  if (!captcha) {
    tally.refuse('errors', `no code for ${mobile} in ${outbox.file} (is --data-dir the server's?)`);
    customer.signInAfter = later(10, 20);
    return false;
  }
  const login = settle(
    await callApi<{ token: string }>(BASE, 'POST', '/api/storefront/login', {
      body: { mobile, captcha, name },
      localAddress,
    }),
  );
  if (!login) return false;
  customer.token = login.token;
  tally.counts.signedIn += 1;
  return true;
}

async function browse(): Promise<void> {
  const activities: StorefrontActivity[] = [];
  let lastId: number | null = null;
  for (let page = 0; page < 3; page++) {
    const query: string = lastId === null ? '' : `&last_id=${lastId}`;
    const content = settle(
      await callApi<{ activities: StorefrontActivity[]; nextLastId: number | null }>(
        BASE,
        'GET',
        `/api/storefront/activities?pageSize=50${query}`,
      ),
    );
    if (!content) return;
    activities.push(...content.activities);
    lastId = content.nextLastId;
    if (lastId === null) break;
  }
  tally.counts.browses += 1;
  merchantIds = [...new Set(activities.map((activity) => activity.merchant.id))];
  openActivities = activities.filter(
    (activity) =>
      activity.phase === 'signing_up' && (activity.placesLeft === null || activity.placesLeft > 0),
  );
}

async function placeOrder(customer: Customer): Promise<void> {
  if (openActivities.length === 0) return browse();
  const activity = pick(openActivities);
  const quantity = Math.random() < 0.7 ? 1 : Math.random() < 0.8 ? 2 : 3;
  const forFriend = Math.random() < 0.1;
  const note = pick(ORDER_NOTES);
  const answer = await callApi<{ order: CustomerOrder }>(BASE, 'POST', '/api/storefront/orders', {
    token: customer.token,
    localAddress: customer.localAddress,
    body: {
      activityId: activity.id,
      quantity,
      contactName: forFriend ? `${customer.name}的朋友` : customer.name,
      contactMobile: customer.mobile,
      ...(note ? { note } : {}),
    },
  });
  const placed = settle(answer);
  if (!placed) {
    // Sold out or closed: forget the activity until the next browse says otherwise.
    openActivities = openActivities.filter((open) => open.id !== activity.id);
    return;
  }
  tally.counts.placed += 1;
  followUps.push({ customer, order: placed.order, due: later(2, 15), step: 'settle' });
}

/** Pay 75 %, cancel 13 %, leave unpaid 12 % (the server's 30-minute job cancels those). */
async function settleOrder({ customer, order }: FollowUp): Promise<void> {
  const roll = Math.random();
  if (roll >= 0.88) {
    tally.counts.leftUnpaid += 1;
    return;
  }
  const action = roll < 0.75 ? 'pay' : 'cancel';
  const answer = await callApi<{ order: CustomerOrder }>(
    BASE,
    'POST',
    `/api/storefront/orders/${order.id}/${action}`,
    {
      token: customer.token,
      localAddress: customer.localAddress,
      body: { version: order.version },
    },
  );
  const done = settle(answer);
  if (!done) return;
  if (action === 'cancel') {
    tally.counts.cancelled += 1;
    return;
  }
  tally.counts.paid += 1;
  if (Math.random() < 0.1) {
    followUps.push({ customer, order: done.order, due: later(3, 30), step: 'refund' });
  }
}

async function requestRefund({ customer, order }: FollowUp): Promise<void> {
  const answer = await callApi(BASE, 'POST', `/api/storefront/orders/${order.id}/refund`, {
    token: customer.token,
    localAddress: customer.localAddress,
    body: { version: order.version, reason: pick(REFUND_REASONS) },
  });
  if (settle(answer) !== undefined) tally.counts.refundRequests += 1;
}

/** One action: a due follow-up or chat answer first, else a sign-in, a browse, a chat message
 * or a new order. */
async function act(): Promise<void> {
  const dueAt = followUps.findIndex((followUp) => followUp.due <= Date.now());
  if (dueAt >= 0) {
    const [followUp] = followUps.splice(dueAt, 1);
    return followUp!.step === 'settle' ? settleOrder(followUp!) : requestRefund(followUp!);
  }
  if (await chat.answerDue()) return;
  const customer = pick(customers);
  if (!customer.token) {
    if (customer.signInAfter > Date.now()) return;
    customer.signInAfter = later(20, 20); // no second sign-in while this one runs
    await signIn(customer);
    return;
  }
  if (merchantIds.length > 0 && Math.random() < CHAT) {
    if (await chat.ask(customer, pick(merchantIds))) return;
  }
  if (Math.random() < REVIEW && (await reviews.review(customer))) return;
  if (openActivities.length === 0 || Math.random() < 0.2) return browse();
  return placeOrder(customer);
}

// ------------------------------------------------------------------ the loop

let stopping = false;
let inFlight = 0;
const MAX_IN_FLIGHT = Math.ceil(RATE * 2) + 4;
const isTty = process.stdout.isTTY === true;
const show = (final = false) =>
  process.stdout.write(isTty && !final ? `\r${tally.summary()}\x1b[K` : `${tally.summary()}\n`);

console.warn(
  `simulating ${CUSTOMERS} customers at ${RATE} actions/s (${Math.round(CHAT * 100)} % of them chat messages once signed in) against ${BASE.origin}${DURATION ? ` for ${DURATION} s` : ' until Ctrl-C'}; codes from ${outbox.file}`,
);
const health = await callApi(BASE, 'GET', '/api/storefront/activities?pageSize=1').catch(
  (error: Error) => ({ code: 'unreachable', msg: error.message }),
);
if (health.code !== apiCodes.ok) {
  console.error(
    `${BASE.origin} does not answer the storefront API (${health.code} ${health.msg}); start the server first (npm start)`,
  );
  process.exit(1);
}
await browse();
if (openActivities.length === 0) {
  console.warn('no activity is open for sign-up yet: approve one in the console; browsing on');
}

const ticker = setInterval(() => {
  if (stopping || inFlight >= MAX_IN_FLIGHT) return;
  inFlight += 1;
  act()
    .catch((error: Error) => tally.refuse('errors', error.message))
    .finally(() => (inFlight -= 1));
}, 1000 / RATE);
const printer = setInterval(() => show(), isTty ? 1000 : 5000);

let stoppedAt = 0;
async function stop(why: string) {
  if (stopping) {
    // `npm run` and tsx may pass on the same Ctrl-C: only a later, second one leaves at once.
    if (Date.now() - stoppedAt > 1000) process.exit(130);
    return;
  }
  stopping = true;
  stoppedAt = Date.now();
  clearInterval(ticker);
  clearInterval(printer);
  const until = Date.now() + 5000;
  while (inFlight > 0 && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 50));
  if (isTty) process.stdout.write('\n');
  chat.close();
  console.warn(
    `stopped (${why}); ${followUps.length} follow-ups and ${chat.pending()} chat answers not yet due were dropped`,
  );
  show(true);
  for (const line of tally.details()) console.warn(line);
  process.exit(0);
}
process.on('SIGINT', () => void stop('Ctrl-C'));
process.on('SIGTERM', () => void stop('SIGTERM'));
if (DURATION > 0) setTimeout(() => void stop(`${DURATION} s elapsed`), DURATION * 1000);
