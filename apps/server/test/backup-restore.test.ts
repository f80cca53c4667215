import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatMessagesContent } from '@console/contract/chat';
import type {
  CustomerConversationContent,
  CustomerSentContent,
} from '@console/contract/chat-storefront';
import type { Envelope } from '@console/contract/envelope';
import type { OrdersContent } from '@console/contract/orders';
import type { StorefrontActivity } from '@console/contract/storefront';
import type { CustomerOrder, CustomerOrdersContent } from '@console/contract/storefront-orders';
import type { UploadContent } from '@console/contract/uploads';
import {
  consoleExit,
  DEMO_PASSWORD,
  runCommand,
  startConsole,
  type ConsoleProcess,
} from './console-process.ts';

// docs/operations.md "Backup and restore": `npm run backup` copies a RUNNING embedded console
// (customers ordering, chatting and sending images meanwhile), `npm run restore` brings the copy
// into a new data directory, and a console started there serves the same orders, messages and
// image bytes. The embedded database only: on the api-postgres project there is nothing to run.
const onPostgres = process.env.TEST_DB_DRIVER === 'pg';

type Call = { token?: string; body?: unknown; form?: FormData };

async function call<T>(base: string, method: string, route: string, options: Call = {}) {
  const answer = await fetch(`${base}${route}`, {
    method,
    headers: {
      'accept-language': 'en',
      ...(options.token ? { authorization: options.token } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const envelope = (await answer.json()) as Envelope<T>;
  if (envelope.code !== '0000') throw new Error(`${method} ${route}: ${JSON.stringify(envelope)}`);
  return envelope.content;
}

const byNumber = (a: number, b: number) => a - b;
const CUSTOMER = { mobile: '13912345678', name: 'Backup Tester' };

/** The customer's sign-in: the code the console wrote to DATA_DIR/outbox.log. */
async function signInCustomer(base: string, dataDir: string): Promise<string> {
  await call(base, 'POST', '/api/storefront/captcha', { body: { mobile: CUSTOMER.mobile } });
  const lines = (await readFile(path.join(dataDir, 'outbox.log'), 'utf8')).trim().split('\n');
  const sent = lines.map((line) => JSON.parse(line) as { to: string; code: string });
  const code = sent.filter((entry) => entry.to === CUSTOMER.mobile).at(-1)!.code;
  const login = await call<{ token: string }>(base, 'POST', '/api/storefront/login', {
    body: { mobile: CUSTOMER.mobile, captcha: code, name: CUSTOMER.name },
  });
  return login.token;
}

/** What the customer did, as the first console acknowledged it. */
type Acknowledged = {
  orders: Map<number, CustomerOrder>;
  messages: Map<string, ChatMessage>;
  images: Map<number, Buffer>;
};

function customerActions(base: string, token: string, activityId: number, chat: number) {
  const done: Acknowledged = { orders: new Map(), messages: new Map(), images: new Map() };
  let sent = 0;
  return {
    done,
    async order() {
      const { order } = await call<{ order: CustomerOrder }>(
        base,
        'POST',
        '/api/storefront/orders',
        {
          token,
          body: {
            activityId,
            quantity: 1,
            contactName: CUSTOMER.name,
            contactMobile: CUSTOMER.mobile,
          },
        },
      );
      done.orders.set(order.id, order);
    },
    async text() {
      const clientId = `text-${++sent}`;
      const body = { clientId, kind: 'text', text: `message ${sent}` };
      const route = `/api/storefront/conversations/${chat}/messages`;
      const { message } = await call<CustomerSentContent>(base, 'POST', route, { token, body });
      done.messages.set(clientId, message);
    },
    async image() {
      const bytes = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(2048)]);
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'photo.png');
      const uploaded = await call<UploadContent>(base, 'POST', '/api/storefront/uploads', {
        token,
        form,
      });
      done.images.set(uploaded.file.id, bytes);
      const clientId = `image-${++sent}`;
      const body = { clientId, kind: 'image', imageId: uploaded.file.id };
      const route = `/api/storefront/conversations/${chat}/messages`;
      const { message } = await call<CustomerSentContent>(base, 'POST', route, { token, body });
      done.messages.set(clientId, message);
    },
  };
}

let root: string;
let first: { dataDir: string; console: ConsoleProcess };
let backupFile: string;
let backupOutput: string;
let before: { orders: number[]; messages: string[] };
let acknowledged: Acknowledged;
let duringBackup: number;
let activityId: number;
let merchantId: number;
let conversationId: number;
let customerToken: string;
const consoles: ConsoleProcess[] = [];

beforeAll(async () => {
  if (onPostgres) return;
  root = await mkdtemp(path.join(tmpdir(), 'console-backup-'));
  const dataDir = path.join(root, 'first');
  first = { dataDir, console: await startConsole(dataDir) };
  consoles.push(first.console);
  const { base } = first.console;
  customerToken = await signInCustomer(base, dataDir);
  const { activities } = await call<{ activities: StorefrontActivity[] }>(
    base,
    'GET',
    '/api/storefront/activities?pageSize=50',
  );
  // The demo's activity without a capacity: orders never sell it out.
  const open = activities.find((activity) => activity.placesLeft === null)!;
  activityId = open.id;
  merchantId = open.merchant.id;
  const { conversation } = await call<CustomerConversationContent>(
    base,
    'POST',
    '/api/storefront/conversations',
    { token: customerToken, body: { merchantId } },
  );
  conversationId = conversation.id;
  const act = customerActions(base, customerToken, activityId, conversationId);
  acknowledged = act.done;
  await act.order();
  await act.text();
  await act.image();
  await act.order();
  before = { orders: [...act.done.orders.keys()], messages: [...act.done.messages.keys()] };

  // The customer keeps ordering and chatting while the backup runs (chat allows 20 messages
  // in 10 s per customer, so a message every other round).
  let backupRunning = true;
  let rounds = 0;
  const writes = (async () => {
    while (backupRunning) {
      rounds += 1;
      await act.order();
      if (rounds % 4 === 0) await act.image();
      else if (rounds % 2 === 0) await act.text();
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  })();
  void writes.catch(() => {}); // awaited below, once the backup is done
  const backup = await runCommand('backup', ['--out', path.join(root, 'backups')], dataDir);
  backupRunning = false;
  await writes;
  duringBackup =
    act.done.orders.size + act.done.messages.size - before.orders.length - before.messages.length;
  backupOutput = backup.stdout + backup.stderr;
  expect(backup.code, backupOutput).toBe(0);
  backupFile = backup.stdout.split('\n')[0]!;
  expect(await first.console.stop()).toBe(0);
}, 120_000);

afterAll(async () => {
  for (const running of consoles) await running.stop();
  if (root) await rm(root, { recursive: true, force: true });
});

async function allMessages(base: string, token: string): Promise<ChatMessage[]> {
  const route = `/api/storefront/conversations/${conversationId}/messages?after_seq=0&pageSize=100`;
  const page = await call<ChatMessagesContent>(base, 'GET', route, { token });
  return page.messages;
}

async function imageBytes(base: string, route: string, token: string) {
  const answer = await fetch(`${base}${route}`, { headers: { authorization: token } });
  expect(answer.status).toBe(200);
  return Buffer.from(await answer.arrayBuffer());
}

describe.skipIf(onPostgres)('backup and restore of the embedded console', () => {
  it('restores a running console’s copy into a new data directory: same orders, messages, images', async () => {
    // The copy was taken while the customer kept writing.
    expect(duringBackup).toBeGreaterThan(0);
    expect(path.basename(backupFile)).toMatch(/^console-backup-[\dT-]+Z\.tar\.gz$/);
    expect(backupOutput).toContain('from the running console');

    const dataDir = path.join(root, 'restored');
    const restore = await runCommand('restore', [backupFile], dataDir);
    expect(restore.code, restore.stdout + restore.stderr).toBe(0);
    const restored = await startConsole(dataDir);
    consoles.push(restored);
    const { base } = restored;

    // The customer's session was copied too: the same token reads the same things.
    const { orders } = await call<CustomerOrdersContent>(
      base,
      'GET',
      '/api/storefront/orders?pageSize=50',
      { token: customerToken },
    );
    const orderIds = orders.map((order) => order.id);
    // Everything acknowledged before the backup began is there; nothing the console never
    // acknowledged is; each order is as it was answered.
    expect(orderIds).toEqual(expect.arrayContaining(before.orders));
    for (const order of orders) expect(order).toEqual(acknowledged.orders.get(order.id));

    const messages = (await allMessages(base, customerToken)).filter(
      (message) => message.sender === 'customer',
    );
    const clientIds = messages.map((message) => message.clientId);
    expect(clientIds).toEqual(expect.arrayContaining(before.messages));
    // A consistent copy: the customer's messages are a prefix of what was sent, with no gap.
    expect(clientIds).toEqual([...acknowledged.messages.keys()].slice(0, clientIds.length));
    for (const message of messages) {
      expect(message).toEqual(acknowledged.messages.get(message.clientId));
    }

    // Every image the copied messages show comes back byte for byte, to the customer and to
    // the merchant's staff (the demo owner signs in with the demo password).
    const images = messages.filter((message) => message.kind === 'image');
    expect(images.length).toBeGreaterThan(0);
    const staff = await call<{ token: string }>(base, 'POST', '/api/login', {
      body: { username: 'merchant@example.com', password: DEMO_PASSWORD },
    });
    for (const { imageId } of images) {
      const sent = acknowledged.images.get(imageId!);
      const route = `/api/storefront/uploads/${imageId}`;
      expect(await imageBytes(base, route, customerToken)).toEqual(sent);
      expect(await imageBytes(base, `/api/uploads/${imageId}`, staff.token)).toEqual(sent);
    }
    const staffOrders = await call<OrdersContent>(
      base,
      'GET',
      `/api/orders?merchants_id=${merchantId}&pageSize=100`,
      { token: staff.token },
    );
    expect(staffOrders.orders.map((order) => order.id).sort(byNumber)).toEqual(
      [...orderIds].sort(byNumber),
    );

    // The restored console holds its directory: a second one on it stops at once.
    const second = await consoleExit(dataDir);
    expect(second.code).toBe(1);
    expect(second.output).toContain('is in use by another process');
  });

  it('refuses to restore into a non-empty data directory, changing nothing', async () => {
    const dataDir = path.join(root, 'not-empty');
    await mkdir(dataDir);
    await writeFile(path.join(dataDir, 'notes.txt'), 'keep me');
    const refused = await runCommand('restore', [backupFile], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${dataDir} is not empty`);
    expect(await readdir(dataDir)).toEqual(['notes.txt']);
    // The first console's own directory is refused alike.
    const listed = await readdir(first.dataDir);
    const over = await runCommand('restore', [backupFile], first.dataDir);
    expect(over.code).toBe(1);
    expect(await readdir(first.dataDir)).toEqual(listed);
  });

  it('backs up a stopped console by opening its directory itself', async () => {
    const backup = await runCommand('backup', ['--out', path.join(root, 'stopped')], first.dataDir);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('console not running');
    const dataDir = path.join(root, 'from-stopped');
    const restore = await runCommand('restore', [backup.stdout.split('\n')[0]!], dataDir);
    expect(restore.code, restore.stderr).toBe(0);
    const restored = await startConsole(dataDir);
    consoles.push(restored);
    const { orders } = await call<CustomerOrdersContent>(
      restored.base,
      'GET',
      '/api/storefront/orders?pageSize=50',
      { token: customerToken },
    );
    // Stopped after the writes: every acknowledged order is in this copy.
    expect(orders.map((order) => order.id).sort(byNumber)).toEqual(
      [...acknowledged.orders.keys()].sort(byNumber),
    );
  });
});
