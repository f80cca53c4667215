import { apiCodes } from '@console/contract/api-codes';
import { vi } from 'vitest';

/**
 * Answers every fetch as the server would, with `contentOf(url, method)` in a success envelope,
 * and records each call as `METHOD /api/path?query`. Type the content with the contract's
 * `*Content` type (`satisfies ListLogsContent`), never a hand-written shape.
 */
export function stubApi(contentOf: (url: URL, method: string) => unknown): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${input}`);
      const content = contentOf(new URL(input, 'http://console.test'), method);
      return Promise.resolve(Response.json({ code: apiCodes.ok, msg: 'ok', content }));
    }),
  );
  return calls;
}

/** The query of the recorded calls to `path`, in order. */
export const queriesOf = (calls: string[], path: string) =>
  calls
    .map((call) => new URL(call.slice(call.indexOf(' ') + 1), 'http://console.test'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
