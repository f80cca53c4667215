import { setFlagsFromString } from 'node:v8';

/**
 * docs/server.md "Memory": after a full collection V8 lets the old generation grow to up to four
 * times what it kept before collecting it again, so short-lived data that gets promoted (at times
 * most of a streamed export's chunks) piles up as garbage: a million-entry trail CSV peaked at
 * 345–385 MB of RSS that way, 220 MB with the growth held to 30%. Called once, at start, by the
 * server's entry (and by the benches that host it); `percent` 0 leaves V8's own heuristics.
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
