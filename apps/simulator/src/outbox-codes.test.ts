import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxReader } from './outbox-codes.ts';

// docs/simulator.md "The one-time codes": the simulator reads its customers' codes from the
// server's outbox, only what was appended after it started.
let dataDir: string;
const line = (to: string, code: string, purpose = 'customer') =>
  `${JSON.stringify({ to, code, purpose, at: '2026-11-27T02:00:00.000Z' })}\n`;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'simulator-outbox-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('outboxReader', () => {
  it("finds a customer's code appended after the start, once", async () => {
    const outbox = path.join(dataDir, 'outbox.log');
    await writeFile(outbox, line('13800000001', '111111'));
    const reader = await outboxReader(dataDir);
    expect(reader.file).toBe(outbox);
    await appendFile(
      outbox,
      line('13800000002', '222222', 'register') + line('13800000001', '333333'),
    );
    expect(await reader.codeFor('13800000001', 0)).toBe('333333');
    expect(await reader.codeFor('13800000001', 0)).toBeUndefined();
    // A code sent for another purpose (a staff sign-up) is not a customer's.
    expect(await reader.codeFor('13800000002', 0)).toBeUndefined();
  });

  it('waits for a line the server has not finished writing', async () => {
    const outbox = path.join(dataDir, 'outbox.log');
    const reader = await outboxReader(dataDir);
    const whole = line('13800000003', '444444');
    await writeFile(outbox, whole.slice(0, 20));
    expect(await reader.codeFor('13800000003', 0)).toBeUndefined();
    await appendFile(outbox, whole.slice(20));
    expect(await reader.codeFor('13800000003', 0)).toBe('444444');
  });
});
