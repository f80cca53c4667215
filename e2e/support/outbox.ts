import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './server-env.ts';

type OutboxLine = { to: string; code: string; purpose: string; at: string };

async function readOutbox(): Promise<OutboxLine[]> {
  const text = await readFile(path.join(E2E_DATA_DIR, 'outbox.log'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

/** The newest one-time code sent to `to`, waiting until the development transport wrote it. */
export async function readCodeSentTo(to: string, purpose: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const lines = (await readOutbox()).filter((l) => l.to === to && l.purpose === purpose);
      code = lines.at(-1)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

let counter = 0;
/** A mobile number no other test uses: 1 + 10 digits from the clock and a counter. */
export function uniqueMobile(): string {
  counter += 1;
  const tail = `${Date.now() % 1e8}${counter % 100}`.padStart(10, '0').slice(-10);
  return `1${tail}`;
}
