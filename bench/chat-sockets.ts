// bench:chat's load: sockets connected in batches (a refused connect tried again), sends POSTed
// (a timed-out one sent again with its client id), and calls paced at RATE a second.
import { io, type Socket } from 'socket.io-client';
import { callApi } from '../apps/simulator/src/storefront-client.ts';
import { CONNECT_BATCH, MAX_IN_FLIGHT, RATE } from './chat-settings.ts';

export const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/** Connect errors met (and retried) while connecting; a loaded host refuses a few at times. */
export let connectRetries = 0;

async function connect(url: string, token?: string): Promise<Socket> {
  for (let attempt = 1; ; attempt += 1) {
    const socket = io(url, {
      // docs/realtime.md "Connecting": the token travels in the handshake's auth payload only.
      auth: token ? { token } : {},
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

export async function connectAll(targets: { url: string; token?: string }[]): Promise<Socket[]> {
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
export async function postSend(
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
export async function steady(seconds: number, send: (n: number) => Promise<void>) {
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
