// What the CSV exports' benches (bench:orders, bench:trail) share: the download, streamed and
// counted in the load-generating process, and the server's peak RSS sampled meanwhile.

export type Download = {
  status: number;
  rows: number;
  bytes: number;
  ms: number;
  firstByteMs: number;
};
export type DownloadRequest = { kind: 'download'; url: string; headers: Record<string, string> };

/** Streams the export, counting lines as they arrive; never holds the body. */
export async function runDownload(request: DownloadRequest): Promise<Download> {
  const started = performance.now();
  const response = await fetch(request.url, { headers: request.headers });
  let firstByteMs = 0;
  let lines = 0;
  let bytes = 0;
  let lastByte = 10;
  for await (const chunk of response.body ?? []) {
    const bytesOf = chunk as Uint8Array;
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += bytesOf.length;
    for (let at = bytesOf.indexOf(10); at !== -1; at = bytesOf.indexOf(10, at + 1)) lines++;
    lastByte = bytesOf.at(-1) ?? lastByte;
  }
  if (bytes > 0 && lastByte !== 10) lines++; // a last row without a newline
  const ms = performance.now() - started;
  // The header line is not a row. A cell holding a line break would count twice: the benches'
  // exports hold none.
  return { status: response.status, rows: Math.max(0, lines - 1), bytes, ms, firstByteMs };
}

/** Peak RSS of this (the server's) process, sampled every 100 ms. */
export function rssSampler() {
  let peak = process.memoryUsage().rss;
  let heapPeak = process.memoryUsage().heapUsed;
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak = Math.max(peak, rss);
    heapPeak = Math.max(heapPeak, heapUsed);
  };
  const timer = setInterval(sample, 100);
  return {
    reset: () => {
      heapPeak = process.memoryUsage().heapUsed;
      return (peak = process.memoryUsage().rss);
    },
    peak: () => (sample(), peak),
    /** The JS heap's peak: when far below RSS, the growth is garbage not yet collected. */
    heapPeak: () => heapPeak,
    stop: () => clearInterval(timer),
  };
}

export const mb = (bytes: number) => bytes / 1024 / 1024;
