import type { TestApp } from './helper.ts';

// Reading the Prometheus text format the way a scraper does (docs/operations.md "Metrics").

export type Sample = { name: string; labels: Record<string, string>; value: number };

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** Every sample line of a scrape (comments left out). */
export function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = SAMPLE.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(LABEL)].map(([, name, value]) => [name!, value!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The sum of a series' samples whose labels include `labels` (0 when there are none). */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  return samples
    .filter((sample) => sample.name === name)
    .filter((sample) =>
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}

/** GET /metrics on the API's port with the bearer token; fails unless answered 200. */
export async function scrape(t: TestApp, token: string) {
  const answer = await t.call('GET', '/metrics', { token: `Bearer ${token}` });
  if (answer.status !== 200) throw new Error(`scrape answered ${answer.status}: ${answer.body}`);
  return { text: answer.body as string, samples: samplesOf(answer.body as string) };
}
