import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

// docs/operations.md "Overload": past its event-loop delay limit a node answers 503 "busy" with
// Retry-After and the envelope, at once, instead of queueing the request behind the work.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { OVERLOAD_EVENT_LOOP_DELAY_MS: '40', OVERLOAD_SAMPLE_MS: '100' },
  });
  // The start (migrations on the embedded database) holds the loop: the first samples say busy.
  await new Promise((resolve) => setTimeout(resolve, 400));
});
afterAll(() => t.close());

/** Holds the event loop, as a node drowning in synchronous work does. */
function holdLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

/** Asks while the loop is held between turns, until the node says it is busy (or 20 tries). */
async function askWhileHeld(locale: string) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    holdLoop(400);
    // One turn: the node's sampler, overdue, measures the delay before the request is read.
    await nextTurn();
    const answer = await t.call('GET', '/api/health', { locale });
    if (answer.status === 503) return answer;
  }
  throw new Error('never answered busy');
}

describe('an overloaded node', () => {
  it("answers 503 busy with Retry-After and the envelope, in the caller's language", async () => {
    // Calm first (a loaded test machine may hold a loop for a moment too).
    await expect
      .poll(async () => (await t.call('GET', '/api/health')).status, { timeout: 5000 })
      .toBe(200);

    const en = await askWhileHeld('en-US');
    expect(en.headers['retry-after']).toBe('2');
    expect(en.body).toEqual({
      code: '9999',
      msg: 'The server is busy, please try again in a moment',
      content: { requestId: en.headers['x-request-id'] },
    });
    const zh = await askWhileHeld('zh-CN');
    expect(zh.body.msg).toBe('服务器繁忙，请稍后再试');
    expect(t.logs.some((line) => line.msg === 'overloaded: answered busy')).toBe(true);
  });

  it('serves again once the loop is free', async () => {
    await expect
      .poll(async () => (await t.call('GET', '/api/health')).status, { timeout: 5000 })
      .toBe(200);
  });
});
