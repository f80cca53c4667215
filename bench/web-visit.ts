import type { BrowserContext } from 'playwright-core';

export type Visit = {
  /** Paths (`assets/x.js`) of the scripts the page ran, from the network or the cache. */
  scripts: Set<string>;
  /** Paths (`assets/x.css`) of the stylesheets the page loaded, from the network or the cache. */
  stylesheets: Set<string>;
  /** Bytes received over the network, headers included (CDP encodedDataLength). */
  transferred: number;
  /** Requests that reached the server (not answered by the browser's cache). */
  network: string[];
  /** Of those, hashed assets asked for again although the browser holds them. */
  revalidated: string[];
  /** Text assets over 1 KB that came without content-encoding. */
  uncompressed: string[];
  /** Requests that failed or answered 4xx/5xx. */
  failures: string[];
};

const COMPRESSIBLE = /\.(js|css|svg|json|html)$/;

/**
 * Opens `url` in a new tab of `context` and records, through the Chrome DevTools Protocol, what
 * each request cost on the wire; the context's HTTP cache is what the tabs before it left.
 */
export async function visit(context: BrowserContext, url: string): Promise<Visit> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  const result: Visit = {
    scripts: new Set(),
    stylesheets: new Set(),
    transferred: 0,
    network: [],
    revalidated: [],
    uncompressed: [],
    failures: [],
  };
  const urls = new Map<string, string>();
  const fromCache = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.requestServedFromCache', (event) => fromCache.add(event.requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const { pathname } = new URL(response.url);
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) {
      result.scripts.add(pathname.slice(1));
    }
    if (pathname.startsWith('/assets/') && pathname.endsWith('.css')) {
      result.stylesheets.add(pathname.slice(1));
    }
    if (response.fromDiskCache || response.fromPrefetchCache || fromCache.has(requestId)) return;
    if (!response.url.startsWith('http')) return;
    result.network.push(`${response.status} ${pathname}`);
    if (response.status === 304 && pathname.startsWith('/assets/')) {
      result.revalidated.push(pathname);
    }
    if (response.status >= 400) result.failures.push(`${response.status} ${pathname}`);
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    const length = Number(headers['content-length'] ?? Infinity);
    if (
      response.status === 200 &&
      COMPRESSIBLE.test(pathname) &&
      length > 1024 &&
      !headers['content-encoding']
    ) {
      result.uncompressed.push(pathname);
    }
  });
  cdp.on('Network.loadingFinished', ({ encodedDataLength }) => {
    result.transferred += encodedDataLength;
  });
  cdp.on('Network.loadingFailed', ({ requestId, errorText, canceled }) => {
    if (!canceled) result.failures.push(`${errorText} ${urls.get(requestId) ?? requestId}`);
  });
  const answer = await page.goto(url, { waitUntil: 'networkidle' });
  if (!answer?.ok()) result.failures.push(`${answer?.status()} ${url}`);
  // On a busy machine the network can pause while a chunk runs: the visit ends when the page
  // is drawn (no loading dot, progress bar or spinner), then quiet again.
  const settled = await page
    .waitForFunction(
      () =>
        (document.getElementById('root')?.childElementCount ?? 0) > 0 &&
        !document.querySelector('[aria-busy="true"], .ant-spin-spinning') &&
        !document.documentElement.classList.contains('nprogress-busy'),
      undefined,
      { timeout: 30_000 },
    )
    .then(
      () => page.waitForLoadState('networkidle'),
      () => result.failures.push(`${url} was still loading after 30 s`),
    );
  await settled;
  await cdp.detach();
  await page.close();
  return result;
}
