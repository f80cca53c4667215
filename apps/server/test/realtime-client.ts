import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { CUSTOMER_NAMESPACE } from '@console/contract/chat-realtime';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { staffPresence } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helper.ts';

/** Starts the app on a free port, as a real node would listen (socket.io needs a server). */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** docs/realtime.md "Connecting": the token travels in the handshake's auth payload. */
export function connect(url: string, token: string): Socket {
  return io(url, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
}

/** Resolves with the first `event` the socket gets, or fails after `ms`. */
export function nextEvent<T = unknown>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${event}" within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Connects and waits until the server accepted (or refused) the socket. */
export async function connected(url: string, token: string): Promise<Socket> {
  const socket = connect(url, token);
  await nextEvent(socket, 'connect');
  return socket;
}

/** Waits for a condition the test cannot be told about directly (no fixed sleeps). */
export async function waitUntil(condition: () => Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The sockets one test file opens; `closeAll` after each test disconnects them. */
export function socketPool() {
  const sockets: Socket[] = [];
  return {
    sockets,
    async open(url: string, token: string) {
      const socket = await connected(url, token);
      sockets.push(socket);
      return socket;
    },
    /** A customer's socket on the `/customer` namespace, not waited for (it may be refused). */
    customer(url: string, token: string) {
      const socket = connect(`${url}${CUSTOMER_NAMESPACE}`, token);
      sockets.push(socket);
      return socket;
    },
    closeAll() {
      for (const socket of sockets.splice(0)) socket.disconnect();
    },
  };
}

/** Every `event` payload the socket gets from now on, in order. */
export function collect(socket: Socket, event: string): unknown[] {
  const events: unknown[] = [];
  socket.on(event, (payload) => events.push(payload));
  return events;
}

/** The settings of API nodes sharing the machine's Redis under a prefix of their own. */
export function sharedRedisEnv() {
  return {
    REDIS_URL: process.env.REDIS_URL!,
    REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}`,
  };
}

/**
 * Two API nodes on the database of `first()`, sharing Redis, listening: registers their start
 * and close in the calling describe block.
 */
export function twoNodes(first: () => TestApp) {
  const nodes: { t: TestApp; url: string }[] = [];
  beforeAll(async () => {
    const env = sharedRedisEnv();
    for (let n = 0; n < 2; n += 1) {
      const node = await createTestApp({ env, shareDatabaseOf: first() });
      nodes.push({ t: node, url: await listen(node) });
    }
  });
  afterAll(async () => {
    for (const node of nodes.splice(0)) await node.t.close();
  });
  return {
    get a() {
      return nodes[0]!;
    },
    get b() {
      return nodes[1]!;
    },
  };
}

/**
 * Waits until the user's presence rows say online (a live row) or offline (every row gone): the
 * hub tells presence after the socket connected (docs/chat.md "Presence").
 */
export const presenceOf = (t: TestApp, userId: number, online: boolean) =>
  waitUntil(async () => {
    const rows = await t.db
      .select({ gone: staffPresence.gone })
      .from(staffPresence)
      .where(eq(staffPresence.userId, userId));
    return online ? rows.some((row) => !row.gone) : rows.every((row) => row.gone);
  });
