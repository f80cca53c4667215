import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { E2E_PORT } from './support/server-env.ts';
import { expect, test } from './support/test.ts';

// `npm start` serves the console on PGlite under DATA_DIR (docs/database.md),
// prints the demo accounts once, and a restart keeps the data. The restart builds nothing and
// serves within 10 s: the builds are current (docs/operations.md "Production build").
const ROOT = path.resolve(import.meta.dirname, '..');
// Beside the suite's own server (3100 -> 3201), so that two runs can share a machine.
const PORT = E2E_PORT + 101;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(ROOT, `.tmp/start-data-${PORT}`);

// A warning only React's development build carries (react-dom-client.development.js).
const REACT_DEVELOPMENT_ONLY = 'Cannot update a component';

type Started = { child: ChildProcess; output: () => string };

const isRunning = ({ child }: Started) => child.exitCode === null && child.signalCode === null;

function startConsole(): Started {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR,
    NODE_ENV: 'development',
  };
  delete env.DEMO_PASSWORD;
  delete env.DATABASE_URL;
  const child = spawn('npm', ['start'], { cwd: ROOT, env, detached: true, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitUntilServing(started: Started) {
  await expect
    .poll(
      async () => {
        if (!isRunning(started)) throw new Error(`exited:\n${started.output()}`);
        return fetch(`${BASE}/api/health`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(200);
}

async function stopConsole(started: Started) {
  if (!isRunning(started)) return;
  const { child } = started;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

async function api<T>(method: string, route: string, token?: string, body?: unknown) {
  const response = await fetch(`${BASE}/api/${route}`, {
    method,
    headers: {
      ...(token ? { Authorization: token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { code: string; content: T };
}

type Session = { token: string; info: { merchants: { id: number; name: string }[] } };

test('npm start serves the console on the embedded database and keeps data across restarts', async () => {
  test.setTimeout(300_000);
  await rm(DATA_DIR, { recursive: true, force: true });

  const first = startConsole();
  try {
    await waitUntilServing(first);
    const printed = /merchant@example\.com .*password: (\S+)/.exec(first.output());
    expect(printed, first.output()).not.toBeNull();
    const password = printed![1]!;

    const page = await fetch(`${BASE}/activity/list`).then((r) => r.text());
    expect(page).toContain('<div id="root">');
    // NODE_ENV=development in the shell still builds React's production code (docs/web.md
    // "Delivery").
    const scripts = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const code = await fetch(BASE + script).then((r) => r.text());
      const development = code.includes(REACT_DEVELOPMENT_ONLY);
      expect(development, `${script} is React's development build`).toBe(false);
    }

    const login = await api<Session>('POST', 'login', undefined, {
      username: 'merchant@example.com',
      password,
    });
    expect(login.code).toBe('0000');
    const second = login.content.info.merchants[1]!;
    expect((await api('PUT', `merchants/lastUse/${second.id}`, login.content.token)).code).toBe(
      '0000',
    );
    await stopConsole(first);

    const restartedAt = Date.now();
    const again = startConsole();
    try {
      await waitUntilServing(again);
      const restartMs = Date.now() - restartedAt;
      expect(again.output()).toContain('console (apps/web): build is current');
      expect(again.output()).toContain('server (apps/server): build is current');
      expect(restartMs, `the second npm start served after ${restartMs} ms`).toBeLessThan(10_000);
      expect(again.output()).not.toContain('Demo accounts created');
      const relogin = await api<Session>('POST', 'login', undefined, {
        username: 'merchant@example.com',
        password,
      });
      expect(relogin.code).toBe('0000');
      expect(relogin.content.info.merchants[0]).toEqual(second);
    } finally {
      await stopConsole(again);
    }
  } finally {
    await stopConsole(first);
  }
});
