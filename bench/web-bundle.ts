// npm run bench:web — per route of spec §2, what a first visit costs (fresh HTTP cache; signed in
// for the console routes) and what a second visit in the same browser still asks the server,
// measured in Chromium against the built console served by the real server.
// Printed per route: the gzip size of the JavaScript loaded (the figure the targets use) and of
// the stylesheets (antd's come in parts with their chunks, docs/web.md "antd's styles"), the
// bytes actually transferred (CDP encodedDataLength: compressed bodies and headers) and the
// second visit's requests that reached the server.
// Targets (docs/testing.md "bench:web", docs/web.md "Delivery"): /login <= 200 KB of JavaScript
// (gzip), every console route <= 400 KB, no lazy chunk > 150 KB; text assets over 1 KB arrive
// compressed; a second visit fetches no hashed asset again; the served React is the production
// build; no request fails. The process exits 1 when a target is not met. Knobs: BENCH_WEB_PORT
// (3400), BENCH_DETAIL=/route lists that route's scripts.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { signInThroughPage } from './bench-sign-in.ts';
import { startConsoleServer } from './console-server.ts';
import { visit, type Visit } from './web-visit.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'apps/web/dist');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3400);
const DATA_DIR = path.join(ROOT, `.tmp/bench-web-${PORT}`);
const PASSWORD = 'bench2026web';
const KB = 1024;
const LOGIN_LIMIT_KB = 200;
const ROUTE_LIMIT_KB = 400;
const CHUNK_LIMIT_KB = 150;
// A warning only React's development build carries (react-dom-client.development.js).
const REACT_DEVELOPMENT_ONLY = 'Cannot update a component';

const PUBLIC_ROUTES = ['/login', '/register', '/403', '/not-a-page'];
/** Merchant pages, visited by the demo merchant's owner (they draw what a merchant sees). */
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
  '/i18n',
  '/setting/user',
  '/setting/account',
];

/** Operator pages, visited by the demo admin (no merchant); labelled "(operator)". */
const OPERATOR_ROUTES = [
  '/home',
  '/log',
  '/audit/records',
  '/system/user',
  '/system/role',
  '/system/menu',
  '/system/change',
];
const OPERATOR = ' (operator)';

const gzipCache = new Map<string, number>();
async function gzipSizeOf(assetPath: string): Promise<number> {
  const cached = gzipCache.get(assetPath);
  if (cached !== undefined) return cached;
  const size = gzipSync(await readFile(path.join(DIST, assetPath))).length;
  gzipCache.set(assetPath, size);
  return size;
}

type Row = { route: string; first: Visit; second: Visit; kb: number; cssKb: number };

/** A first visit in a context with an empty cache, then a second one in the same context. */
async function measure(browser: Browser, base: string, route: string, storageState?: string) {
  const context = await browser.newContext(storageState ? { storageState } : {});
  try {
    const first = await visit(context, base + route);
    const second = await visit(context, base + route);
    let total = 0;
    for (const script of first.scripts) total += await gzipSizeOf(script);
    let css = 0;
    for (const sheet of first.stylesheets) css += await gzipSizeOf(sheet);
    return { route, first, second, kb: total / KB, cssKb: css / KB } satisfies Row;
  } finally {
    await context.close();
  }
}

async function signedInState(browser: Browser, base: string, mail: string): Promise<string> {
  const context = await browser.newContext();
  await signInThroughPage(await context.newPage(), base, mail, PASSWORD);
  const file = path.join(DATA_DIR, `state-${mail}.json`);
  await context.storageState({ path: file });
  await context.close();
  return file;
}

async function chunksBySize() {
  const files = (await readdir(path.join(DIST, 'assets'))).filter((f) => f.endsWith('.js'));
  const sizes = await Promise.all(
    files.map(async (f) => ({ f, kb: (await gzipSizeOf(`assets/${f}`)) / KB })),
  );
  return sizes.sort((a, b) => b.kb - a.kb);
}

async function report(rows: Row[]): Promise<string[]> {
  console.warn(
    'route               first visit: JS (gzip)   CSS (gzip)   transferred   requests | second visit: requests, assets',
  );
  for (const { route, first, second, kb, cssKb } of rows) {
    const assets = second.network.filter((request) => request.includes(' /assets/')).length;
    console.warn(
      `  ${route.padEnd(26)} ${kb.toFixed(1).padStart(8)} KB in ${String(first.scripts.size).padStart(3)} files ${cssKb.toFixed(1).padStart(6)} KB in ${String(first.stylesheets.size).padStart(2)} ${(first.transferred / KB).toFixed(1).padStart(8)} KB ${String(first.network.length).padStart(6)}    | ${String(second.network.length).padStart(3)}, ${assets}`,
    );
  }
  const detail = rows.find((row) => row.route === process.env.BENCH_DETAIL);
  if (detail) {
    const files = await Promise.all(
      [...detail.first.scripts].map(async (f) => ({ f, kb: (await gzipSizeOf(f)) / KB })),
    );
    console.warn(`${detail.route} loads:`);
    for (const file of files.sort((a, b) => b.kb - a.kb)) {
      console.warn(`  ${file.f.padEnd(48)} ${file.kb.toFixed(1)} KB`);
    }
  }
  const chunks = await chunksBySize();
  console.warn('largest chunks (gzip):');
  for (const chunk of chunks.slice(0, 5)) {
    console.warn(`  ${chunk.f.padEnd(40)} ${chunk.kb.toFixed(1)} KB`);
  }
  // The home's chart library loads in a chunk of its own, only where a chart is drawn (docs/home.md
  // "Chart and weight").
  const chart = chunks.find((chunk) => chunk.f.startsWith('home-chart-'));
  const home = rows.find((row) => row.route === '/home');
  const chartLoaded = Boolean(chart && home?.first.scripts.has(`assets/${chart.f}`));
  console.warn(
    `home chart chunk (chart.js): ${chart ? `${chart.f} ${chart.kb.toFixed(1)} KB` : 'not found'}, ${chartLoaded ? 'loaded' : 'NOT loaded'} by the first visit of /home (${home ? `${home.kb.toFixed(1)} KB` : 'not measured'})`,
  );

  const verdicts: [label: string, met: boolean][] = [];
  const login = rows.find((row) => row.route === '/login')!;
  verdicts.push([
    `/login first visit ${login.kb.toFixed(1)} KB of JavaScript (gzip), target <= ${LOGIN_LIMIT_KB}`,
    login.kb <= LOGIN_LIMIT_KB,
  ]);
  const consoleRows = rows.filter(
    (row) => CONSOLE_ROUTES.includes(row.route) || row.route.endsWith(OPERATOR),
  );
  const worst = consoleRows.reduce((a, b) => (b.kb > a.kb ? b : a));
  verdicts.push([
    `largest console route first visit ${worst.route} ${worst.kb.toFixed(1)} KB, target <= ${ROUTE_LIMIT_KB} for each`,
    consoleRows.every((row) => row.kb <= ROUTE_LIMIT_KB),
  ]);
  // What every first visit loads is the entry; everything else is loaded lazily by some route.
  const entry = rows
    .map((row) => row.first.scripts)
    .reduce((common, scripts) => new Set([...common].filter((s) => scripts.has(s))));
  const worstLazy = chunks.find((c) => !entry.has(`assets/${c.f}`));
  verdicts.push([
    `largest lazy chunk ${worstLazy?.f} ${worstLazy?.kb.toFixed(1)} KB, target <= ${CHUNK_LIMIT_KB}`,
    (worstLazy?.kb ?? 0) <= CHUNK_LIMIT_KB,
  ]);
  const uncompressed = [...new Set(rows.flatMap((row) => row.first.uncompressed))];
  verdicts.push([
    `text assets over 1 KB sent uncompressed: ${uncompressed.length}${uncompressed.length ? ` (${uncompressed.slice(0, 3).join(', ')}…)` : ''}, target 0`,
    uncompressed.length === 0,
  ]);
  const refetched = rows.flatMap((row) =>
    row.second.network.filter((request) => request.includes(' /assets/')),
  );
  const revalidated = rows.flatMap((row) => row.second.revalidated);
  verdicts.push([
    `second visits: hashed assets asked again ${refetched.length} (${revalidated.length} revalidated), target 0`,
    refetched.length === 0,
  ]);
  const developmentBuild: string[] = [];
  for (const script of new Set(rows.flatMap((row) => [...row.first.scripts]))) {
    const code = await readFile(path.join(DIST, script), 'utf8');
    if (code.includes(REACT_DEVELOPMENT_ONLY)) developmentBuild.push(script);
  }
  verdicts.push([
    `React's development build served: ${developmentBuild.length ? developmentBuild.join(', ') : 'no'}, target no`,
    developmentBuild.length === 0,
  ]);
  const failures = rows.flatMap((row) =>
    [...row.first.failures, ...row.second.failures].map((f) => `${row.route}: ${f}`),
  );
  verdicts.push([
    `failed requests: ${failures.length}${failures.length ? ` (${failures.slice(0, 5).join('; ')})` : ''}, target 0`,
    failures.length === 0,
  ]);
  return verdicts.map(([label, met]) => `${label}: ${met ? 'met' : 'NOT MET'}`);
}

const server = await startConsoleServer({
  port: PORT,
  dataDir: DATA_DIR,
  env: { DEMO_PASSWORD: PASSWORD },
});
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const rows: Row[] = [];
    for (const route of PUBLIC_ROUTES) rows.push(await measure(browser, server.base, route));
    const owner = await signedInState(browser, server.base, 'merchant@example.com');
    for (const route of CONSOLE_ROUTES) {
      rows.push(await measure(browser, server.base, route, owner));
    }
    const admin = await signedInState(browser, server.base, 'admin@example.com');
    for (const route of OPERATOR_ROUTES) {
      const row = await measure(browser, server.base, route, admin);
      rows.push({ ...row, route: route + OPERATOR });
    }
    const verdicts = await report(rows);
    console.warn(`\n${verdicts.join('\n')}`);
    if (verdicts.some((line) => line.endsWith('NOT MET'))) process.exitCode = 1;
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
