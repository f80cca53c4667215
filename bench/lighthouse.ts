// npm run bench:lighthouse — how fast each console page becomes usable, measured by Lighthouse
// (docs/testing.md "bench:lighthouse"). It builds the web app, starts the console on a fresh
// embedded database with the demo data, brings orders through the simulator's storefront calls,
// signs in as the demo owner and then the operator in Debian's Chromium, and runs Lighthouse on
// the desktop and mobile presets, three times per page with the cache cleared, printing the
// median of each figure beside those of a static page served by the same server (the floor of
// this host). Targets: performance >= 90 on desktop and >= 75 on mobile, CLS < 0.05,
// accessibility 100, best practices 100, SEO >= 90. The console is served as it is deployed:
// over HTTPS with HTTP/2 (docs/operations.md "HTTPS and HTTP/2"), with a certificate made for
// the run that the bench's browser is told to accept; BENCH_LH_TLS=0 measures plain HTTP/1.1.
//
// Knobs: BENCH_LH_PORT (3410), BENCH_LH_RUNS (3), BENCH_LH_PAGES (a comma-separated subset of
// the labels below), BENCH_LH_PRESETS (desktop,mobile), BENCH_NO_BUILD=1 (use apps/web/dist),
// BENCH_LH_SAVE (a folder that keeps each run's report and trace), BENCH_LH_DIST (a build to serve), BENCH_LH_TLS (1; 0 for plain HTTP/1.1).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Config, type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { signInThroughPage } from './bench-sign-in.ts';
import { startConsoleServer } from './console-server.ts';
import { bringOrders } from './lighthouse-orders.ts';
import { selfSignedCertificate } from './self-signed.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The console's build to serve (BENCH_LH_DIST, for comparing two builds; implies no build). */
const DIST = process.env.BENCH_LH_DIST ?? path.join(ROOT, 'apps/web/dist');
const PORT = Number(process.env.BENCH_LH_PORT ?? 3410);
const DEBUG_PORT = PORT + 1;
const DATA_DIR = path.join(ROOT, `.tmp/bench-lighthouse-${PORT}`);
const PASSWORD = 'bench2026lighthouse';
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const PRESETS = (process.env.BENCH_LH_PRESETS ?? 'desktop,mobile').split(',') as Preset[];
const ONLY = process.env.BENCH_LH_PAGES?.split(',');
/** A folder to keep each run's full report in (BENCH_LH_SAVE), for reading what a score lost. */
const SAVE = process.env.BENCH_LH_SAVE;
const FLOOR_FILE = 'lighthouse-floor.html';
const TLS = process.env.BENCH_LH_TLS !== '0';

type Preset = 'desktop' | 'mobile';
type Who = 'nobody' | 'owner' | 'operator';
type Page = { label: string; path: string | (() => Promise<string>); who: Who };

const TARGET = { desktop: 90, mobile: 75, cls: 0.05, accessibility: 100, practices: 100, seo: 90 };

/** A static page of the same size class as the console's shell: the floor of this host. */
const FLOOR_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A static page: what this host and server give at best.">
<title>Floor</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body><main><h1>Merchant console</h1><p>A static page served by the console's own server, measured as the floor of this host.</p></main></body></html>
`;

type Figures = {
  performance: number;
  accessibility: number;
  practices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  mainThread: number;
  requests: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function figuresOf(result: RunnerResult): Figures {
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const requests = audits['network-requests']?.details;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    practices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    mainThread: value('mainthread-work-breakdown'),
    requests: requests && 'items' in requests ? requests.items.length : Number.NaN,
  };
}

async function runLighthouse(url: string, preset: Preset): Promise<Figures> {
  const flags: Flags = {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  let result = await lighthouse(url, flags, config);
  // A trace Lighthouse failed to record (NO_NAVSTART and the like, seen on a loaded host) is
  // taken again, twice at most; a page that fails every time fails the bench.
  for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry += 1) {
    console.warn(`  (${url} ${preset}: ${result.lhr.runtimeError.code}, measured again)`);
    result = await lighthouse(url, flags, config);
  }
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (SAVE) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${preset}-${Date.now()}.json`;
    await writeFile(path.join(SAVE, name), JSON.stringify(result.lhr));
    // The page's trace beside it (open it in DevTools' Performance panel).
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace)
      await writeFile(path.join(SAVE, name.replace(/\.json$/, '.trace')), JSON.stringify(trace));
  }
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  }
  const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) {
    throw new Error(`${url} landed on ${landed}: the session was not what the page needs`);
  }
  return figuresOf(result);
}

async function signIn(context: BrowserContext, base: string, mail?: string) {
  await context.clearCookies();
  if (!mail) return;
  const page = await context.newPage();
  await signInThroughPage(page, base, mail, PASSWORD);
  await page.close();
}

/** The first activity of the signed-in merchant, from the list page's own call. */
async function firstActivityPath(context: BrowserContext, base: string): Promise<string> {
  const page = await context.newPage();
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/activities');
  await page.goto(`${base}/activity/list`);
  const body = (await (await answer).json()) as { content?: { activities?: { id: number }[] } };
  await page.close();
  const id = body.content?.activities?.[0]?.id;
  if (!id) throw new Error('the demo merchant has no activity to open');
  return `/activity/${id}`;
}

const format = (f: Figures) =>
  [
    String(f.performance).padStart(4),
    `${(f.lcp / 1000).toFixed(2)} s`.padStart(8),
    `${Math.round(f.tbt)} ms`.padStart(8),
    f.cls.toFixed(3).padStart(6),
    `${(f.mainThread / 1000).toFixed(2)} s`.padStart(8),
    String(f.requests).padStart(5),
    `${f.accessibility}/${f.practices}/${f.seo}`.padStart(12),
  ].join(' ');

function medianFigures(runs: Figures[]): Figures {
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    practices: pick('practices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    mainThread: pick('mainThread'),
    requests: pick('requests'),
  };
}

if (!process.env.BENCH_NO_BUILD && !process.env.BENCH_LH_DIST) {
  execFileSync('npm', ['run', 'build', '-w', '@console/web'], { cwd: ROOT, stdio: 'inherit' });
}
await writeFile(path.join(DIST, FLOOR_FILE), FLOOR_HTML);

const tls = TLS ? await selfSignedCertificate(`${DATA_DIR}-tls`) : undefined;
const server = await startConsoleServer({
  port: PORT,
  dataDir: DATA_DIR,
  env: { DEMO_PASSWORD: PASSWORD, WEB_DIST: DIST },
  tls,
});
const profile = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
try {
  await bringOrders(server.base, DATA_DIR, { trustCertificate: tls?.certFile });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${DEBUG_PORT}`,
      // Only this bench's browser, for the certificate made for the run.
      ...(tls ? ['--ignore-certificate-errors'] : []),
    ],
  });
  try {
    const base = server.base;
    const allPages: Page[] = [
      { label: 'static floor', path: `/${FLOOR_FILE}`, who: 'nobody' },
      { label: 'login', path: '/login', who: 'nobody' },
      { label: 'home', path: '/home', who: 'owner' },
      { label: 'activity list', path: '/activity/list', who: 'owner' },
      { label: 'activity detail', path: () => firstActivityPath(context, base), who: 'owner' },
      { label: 'shop info', path: '/shop/info', who: 'owner' },
      { label: 'orders', path: '/shop/order', who: 'owner' },
      { label: 'chat', path: '/cc', who: 'owner' },
      { label: 'reviews', path: '/eva', who: 'owner' },
      { label: 'customers', path: '/eva?tab=customers', who: 'owner' },
      { label: 'account', path: '/account/mine', who: 'owner' },
      { label: 'sub-accounts', path: '/account/sub', who: 'owner' },
      { label: 'licence', path: '/account/license', who: 'owner' },
      { label: 'record', path: '/record', who: 'owner' },
      { label: 'audit centre', path: '/audit/records', who: 'operator' },
      { label: 'system users', path: '/system/user', who: 'operator' },
    ];
    const pages = allPages.filter((page) => !ONLY || ONLY.includes(page.label));

    const mails: Record<Who, string | undefined> = {
      nobody: undefined,
      owner: 'merchant@example.com',
      operator: 'admin@example.com',
    };
    let signedInAs: Who | undefined;
    const results: { page: Page; preset: Preset; figures: Figures }[] = [];
    const unmeasured: string[] = [];
    console.warn(`served over ${tls ? 'HTTPS (HTTP/2)' : 'plain HTTP/1.1'} at ${base}`);
    console.warn(
      `page              preset    perf      LCP      TBT    CLS  main-th  reqs  a11y/bp/seo   (median of ${RUNS})`,
    );
    for (const page of pages) {
      if (signedInAs !== page.who) {
        await signIn(context, base, mails[page.who]);
        signedInAs = page.who;
      }
      const pagePath = typeof page.path === 'string' ? page.path : await page.path();
      for (const preset of PRESETS) {
        const runs: Figures[] = [];
        try {
          for (let i = 0; i < RUNS; i += 1) runs.push(await runLighthouse(base + pagePath, preset));
        } catch (error) {
          // A page Lighthouse could not measure is a miss; the other pages are still measured.
          unmeasured.push(`${page.label} (${preset}): ${(error as Error).message}`);
          console.warn(`${page.label.padEnd(17)} ${preset.padEnd(8)} not measured`);
          continue;
        }
        const figures = medianFigures(runs);
        results.push({ page, preset, figures });
        console.warn(`${page.label.padEnd(17)} ${preset.padEnd(8)} ${format(figures)}`);
      }
    }

    const misses: string[] = [...unmeasured];
    for (const { page, preset, figures: f } of results) {
      if (page.label === 'static floor') continue;
      const where = `${page.label} (${preset})`;
      if (f.performance < TARGET[preset]) {
        misses.push(`${where}: performance ${f.performance} < ${TARGET[preset]}`);
      }
      if (!(f.cls < TARGET.cls)) misses.push(`${where}: CLS ${f.cls.toFixed(3)}`);
      if (f.accessibility < TARGET.accessibility) {
        misses.push(`${where}: accessibility ${f.accessibility}`);
      }
      if (f.practices < TARGET.practices) misses.push(`${where}: best practices ${f.practices}`);
      if (f.seo < TARGET.seo) misses.push(`${where}: SEO ${f.seo}`);
    }
    console.warn(
      `\ntargets: performance >= ${TARGET.desktop} desktop, >= ${TARGET.mobile} mobile; CLS < ${TARGET.cls}; accessibility ${TARGET.accessibility}, best practices ${TARGET.practices}, SEO >= ${TARGET.seo}`,
    );
    if (misses.length) {
      console.warn(`NOT MET (${misses.length}):\n  ${misses.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.warn('all met');
    }
  } finally {
    await context.close();
  }
} finally {
  await server.stop();
  await rm(profile, { recursive: true, force: true });
  await rm(path.join(DIST, FLOOR_FILE), { force: true });
  await rm(`${DATA_DIR}-tls`, { recursive: true, force: true });
}
