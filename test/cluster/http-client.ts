import http from 'node:http';
import { apiCodes, SERVER_ERROR_CODE } from '@console/contract/api-codes';
import { IDEMPOTENCY_KEY_HEADER } from '@console/contract/idempotency';
import { translate } from '@console/contract/messages';

// The clients' HTTP through HAProxy, and what they do when an answer does not come
// (docs/operations.md "The cluster test", Failures and retries): every attempt is logged with
// its times, so the run can tell which failures fell in the killed node's window.

export type Envelope<T = unknown> = { code: string; msg: string; content: T };
type Attempt = { op: number; start: number; end: number; failure: string | null };
export type Operation = {
  id: number;
  name: string;
  attempts: Attempt[];
  result: 'done' | 'refused' | 'gave-up' | null;
};

const IN_PROGRESS = translate('en-US', 'idempotency.inProgress');
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

export type Call = {
  method: 'GET' | 'POST';
  route: string;
  body?: unknown;
  token?: string;
  idempotencyKey?: string;
  localAddress?: string;
};

/** One HTTP exchange: the envelope, or why there was none. */
function exchange(base: URL, call: Call): Promise<Envelope | { failure: string }> {
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise((resolve) => {
    const request = http.request(
      new URL(call.route, base),
      {
        method: call.method,
        agent,
        localAddress: call.localAddress,
        timeout: 20_000,
        headers: {
          accept: 'application/json',
          'accept-language': 'en-US',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(call.token ? { authorization: call.token } : {}),
          ...(call.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: call.idempotencyKey } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => resolve({ failure: `response: ${error.message}` }));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve(JSON.parse(text) as Envelope);
          } catch {
            resolve({ failure: `HTTP ${response.statusCode} without the envelope` });
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out after 20 s')));
    request.on('error', (error) => resolve({ failure: `transport: ${error.message}` }));
    request.end(body);
  });
}

/**
 * An answer worth asking again with the same key, client id or version: none came (the node
 * died, HAProxy answered 502/503/504), the server failed (9999), or the same key is still
 * being processed elsewhere (1004 idempotency.inProgress).
 */
function retryReason(answer: Envelope | { failure: string }): string | null {
  if ('failure' in answer) return answer.failure;
  if (answer.code === SERVER_ERROR_CODE) return `9999 ${answer.msg}`;
  if (answer.code === apiCodes.conflict && answer.msg === IN_PROGRESS) return '1004 in progress';
  return null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createClient(base: URL, clock: () => number, options: { giveUpMs: number }) {
  const operations: Operation[] = [];

  /**
   * Runs one operation to its end: retried while `retryReason` says so, at most `giveUpMs`.
   * `settle` reads a final envelope (a retry's 1004 may mean the first attempt did it).
   */
  async function run<T>(
    name: string,
    call: Call,
    settle?: (answer: Envelope, attempt: number) => Promise<Envelope>,
  ): Promise<{ answer: Envelope<T> | null; operation: Operation }> {
    const operation: Operation = { id: operations.length, name, attempts: [], result: null };
    operations.push(operation);
    const started = clock();
    for (let attempt = 1; ; attempt += 1) {
      const start = clock();
      const raw = await exchange(base, call);
      const failure = retryReason(raw);
      operation.attempts.push({ op: operation.id, start, end: clock(), failure });
      if (failure === null) {
        const answer = settle ? await settle(raw as Envelope, attempt) : (raw as Envelope);
        operation.result = answer.code === apiCodes.ok ? 'done' : 'refused';
        return { answer: answer as Envelope<T>, operation };
      }
      if (clock() - started > options.giveUpMs) {
        operation.result = 'gave-up';
        return { answer: null, operation };
      }
      await sleep(Math.min(2000, 200 * 2 ** (attempt - 1)));
    }
  }

  return { run, operations };
}

export type Client = ReturnType<typeof createClient>;
