import http from 'node:http';
import https from 'node:https';

// A tiny HTTP client for the storefront API. Each simulated customer may connect from its own
// loopback address (127.77.x.y): the server allows 10 sign-in codes per IP per hour, and a demo
// shop needs more customers than that from one machine.
export type Envelope<T = unknown> = { code: string; msg: string; content: T };

const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};
let canBindLoopback = true;

/** A loopback source address for customer `index`, when the server is on an IPv4 loopback. */
export function sourceAddressOf(base: URL, index: number): string | undefined {
  if (!/^127\.\d+\.\d+\.\d+$/.test(base.hostname)) return undefined;
  return `127.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

function send(
  url: URL,
  options: { method: string; body?: string; token?: string; localAddress?: string },
): Promise<{ status: number; text: string }> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: options.method,
        agent: agents[url.protocol as 'http:' | 'https:'],
        localAddress: options.localAddress,
        headers: {
          accept: 'application/json',
          'accept-language': 'en',
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: options.token } : {}),
        },
        timeout: 15_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('request timed out after 15 s')));
    request.on('error', reject);
    request.end(options.body);
  });
}

/** Calls the API; answers the envelope whatever the HTTP status (clients read the code). */
export async function callApi<T>(
  base: URL,
  method: 'GET' | 'POST',
  route: string,
  options: { body?: unknown; token?: string; localAddress?: string } = {},
): Promise<Envelope<T>> {
  const url = new URL(route, base);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const localAddress = canBindLoopback ? options.localAddress : undefined;
  let answer: { status: number; text: string };
  try {
    answer = await send(url, { method, body, token: options.token, localAddress });
  } catch (error) {
    // Only Linux routes all of 127/8 to loopback; elsewhere use the default address.
    if ((error as NodeJS.ErrnoException).code !== 'EADDRNOTAVAIL' || !localAddress) throw error;
    canBindLoopback = false;
    answer = await send(url, { method, body, token: options.token });
  }
  try {
    return JSON.parse(answer.text) as Envelope<T>;
  } catch {
    return {
      code: `HTTP ${answer.status}`,
      msg: answer.text.slice(0, 120),
      content: undefined as T,
    };
  }
}
