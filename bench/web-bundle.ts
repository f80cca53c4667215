// npm run bench:web — per route, the gzip size of the JavaScript a first visit loads, measured in
// Chromium against the built console (fresh HTTP cache per route), plus the largest lazy chunk.
// Targets (issue 3): the login page's first visit <= 300 KB gzip; no lazy chunk > 150 KB gzip.
import { spawn } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'apps/web/dist');
const PORT = 3400;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(ROOT, '.tmp/bench-web');
const PASSWORD = 'bench2026web';
const KB = 1024;
const LOGIN_LIMIT_KB = 300;
const CHUNK_LIMIT_KB = 150;

const PUBLIC_ROUTES = ['/login', '/register', '/403', '/not-a-page'];
const CONSOLE_ROUTES = [
  '/activity/list',
  '/home',
  '/shop/info',
  '/shop/order',
  '/cc',
  '/eva',
  '/account/mine',
  '/account/sub',
  '/account/license',
  '/record',
  '/log',
  '/i18n',
  '/setting/user',
  '/setting/account',
];

const gzipCache = new Map<string, number>();
async function gzipSizeOf(assetPath: string): Promise<number> {
  const cached = gzipCache.get(assetPath);
  if (cached !== undefined) return cached;
  const size = gzipSync(await readFile(path.join(DIST, assetPath))).length;
  gzipCache.set(assetPath, size);
  return size;
}

async function startServer() {
  await rm(DATA_DIR, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR,
    DEMO_PASSWORD: PASSWORD,
  };
  delete env.DATABASE_URL;
  const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i += 1) {
    const up = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start');
}

/** Opens `route` in a context with an empty cache and sums the gzip size of the JS it fetched. */
async function measure(browser: Browser, route: string, storageState?: string) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname.slice(1));
  });
  await page.goto(BASE + route, { waitUntil: 'networkidle' });
  let total = 0;
  for (const script of scripts) total += await gzipSizeOf(script);
  await context.close();
  return { route, scripts, kb: total / KB };
}

async function signedInState(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  await page.locator('#login_username').fill('admin@example.com');
  await page.locator('#login_password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const file = path.join(DATA_DIR, 'state.json');
  await context.storageState({ path: file });
  await context.close();
  return file;
}

async function largestChunk() {
  const files = (await readdir(path.join(DIST, 'assets'))).filter((f) => f.endsWith('.js'));
  const sizes = await Promise.all(
    files.map(async (f) => ({ f, kb: (await gzipSizeOf(`assets/${f}`)) / KB })),
  );
  return sizes.sort((a, b) => b.kb - a.kb);
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  const rows = [];
  for (const route of PUBLIC_ROUTES) rows.push(await measure(browser, route));
  const state = await signedInState(browser);
  for (const route of CONSOLE_ROUTES) rows.push(await measure(browser, route, state));
  console.warn('first visit, JavaScript loaded (gzip):');
  for (const row of rows) {
    console.warn(
      `  ${row.route.padEnd(18)} ${row.kb.toFixed(1).padStart(7)} KB in ${row.scripts.size} files`,
    );
  }
  // BENCH_DETAIL=/login lists what that route's first visit loaded, largest first.
  const detail = rows.find((row) => row.route === process.env.BENCH_DETAIL);
  if (detail) {
    const files = await Promise.all(
      [...detail.scripts].map(async (f) => ({ f, kb: (await gzipSizeOf(f)) / KB })),
    );
    console.warn(`${detail.route} loads:`);
    for (const file of files.sort((a, b) => b.kb - a.kb)) {
      console.warn(`  ${file.f.padEnd(48)} ${file.kb.toFixed(1)} KB`);
    }
  }
  const chunks = await largestChunk();
  console.warn('largest chunks (gzip):');
  for (const chunk of chunks.slice(0, 5))
    console.warn(`  ${chunk.f.padEnd(40)} ${chunk.kb.toFixed(1)} KB`);
  const login = rows.find((row) => row.route === '/login')!;
  // What every first visit loads is the entry; everything else is loaded lazily by some route.
  const entry = rows
    .map((row) => row.scripts)
    .reduce((common, scripts) => new Set([...common].filter((s) => scripts.has(s))));
  const lazy = chunks.filter((c) => !entry.has(`assets/${c.f}`));
  const worstLazy = lazy[0];
  console.warn(
    `login first visit ${login.kb.toFixed(1)} KB (target <= ${LOGIN_LIMIT_KB}): ${login.kb <= LOGIN_LIMIT_KB ? 'ok' : 'OVER'}`,
  );
  console.warn(
    `largest lazy chunk ${worstLazy?.f} ${worstLazy?.kb.toFixed(1)} KB (target <= ${CHUNK_LIMIT_KB}): ${(worstLazy?.kb ?? 0) <= CHUNK_LIMIT_KB ? 'ok' : 'OVER'}`,
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
