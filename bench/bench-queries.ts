// What bench:reviews and bench:users share once their data is seeded: probe each query (an
// error answer fails its target) and keep the SQL one request sends, warm them up, measure each
// with autocannon beside a bare Fastify route (and the bare route again at the end), judge each
// p99 against the target and every run for non-2xx answers and errors, print EXPLAIN (ANALYZE)
// of what missed, and set the exit code.
import type { Database } from '../apps/server/src/db/client.ts';
import {
  captureQueries,
  explain,
  failed,
  type Captured,
  type Load,
  type LoadRequest,
} from './bench-load.ts';

/** One measured request: GET `url`, or POST `body` (JSON) to it. */
export type BenchQuery = { label: string; url: string; body?: string };

export type QueryBenchSettings = {
  database: Database;
  /** Runs autocannon in the forked client (bench-load's clientProcess). */
  ask: (request: Omit<LoadRequest, 'connections'>) => Promise<Load>;
  bareUrl: string;
  headers: Record<string, string>;
  /** The tables whose SQL is kept for EXPLAIN. */
  tables: RegExp;
  connections: number;
  duration: number;
  targetMs: number;
  explainAll: boolean;
  /** Width of the label column. */
  width: number;
  /** Printed after the autocannon heading (e.g. ", merchant 1"). */
  note?: string;
  /** What a probe's answer says beside its label (rows listed, users found). */
  describe: (content: unknown) => string;
  probeHeading: string;
};

export async function benchQueries(settings: QueryBenchSettings, queries: BenchQuery[]) {
  const { database, headers, bareUrl, duration, targetMs, width } = settings;
  const bare = { url: bareUrl };
  const load = async (query: { url: string; body?: string }, seconds: number) => {
    const cpu = process.cpuUsage();
    const measured = await settings.ask({
      kind: 'load',
      url: query.url,
      headers: query === bare ? {} : headers,
      seconds,
      ...(query.body ? { method: 'POST' as const, body: query.body } : {}),
    });
    const used = process.cpuUsage(cpu);
    return { ...measured, cpuUs: (used.user + used.system) / Math.max(1, measured.requests) };
  };
  const line = (label: string, load: Load, baseline?: Load) =>
    console.warn(
      `  ${label.padEnd(width)} ${load.rps.toFixed(0).padStart(6)} req/s  p50 ${String(load.p50).padStart(4)} ms  p99 ${String(load.p99).padStart(4)} ms  ${baseline ? `${(load.rps / baseline.rps).toFixed(2)}× bare` : '          '}  cpu ${load.cpuUs?.toFixed(0)} µs/req  non-2xx ${load.non2xx}  errors ${load.errors}`,
    );
  const send = (query: BenchQuery) =>
    fetch(query.url, {
      method: query.body ? 'POST' : 'GET',
      headers: query.body ? { ...headers, 'content-type': 'application/json' } : headers,
      body: query.body,
    });

  const capture = captureQueries(database, settings.tables);
  const live: (BenchQuery & { sqls: Captured[] })[] = [];
  const verdicts: string[] = [];
  console.warn(`\n${settings.probeHeading}`);
  for (const query of queries) {
    const probe = await send(query);
    const answer = (await probe.json().catch(() => ({}))) as {
      code?: string;
      msg?: string;
      content?: unknown;
    };
    if (answer.code !== '0000') {
      console.warn(
        `  ${query.label.padEnd(width)} refused: ${probe.status} ${answer.code} ${answer.msg}`,
      );
      verdicts.push(
        `${query.label}: answered ${probe.status} ${answer.code} — target 2xx: not met`,
      );
      continue;
    }
    console.warn(`  ${query.label.padEnd(width)} ${settings.describe(answer.content)}`);
    const sqls = await capture.during(async () => {
      await (await send(query)).arrayBuffer();
    });
    live.push({ ...query, sqls });
  }

  console.warn(
    `\nautocannon, ${settings.connections} connections, ${duration} s per query (each warmed up 2 s first)${settings.note ?? ''}:`,
  );
  await load(bare, 2);
  for (const query of live) await load(query, 2);
  const baseline = await load(bare, duration);
  line('bare Fastify route (baseline)', baseline);
  const measured: [string, Load][] = [['bare Fastify route', baseline]];
  const slow: [string, Captured[]][] = [];
  for (const query of live) {
    const result = await load(query, duration);
    line(query.label, result, baseline);
    measured.push([query.label, result]);
    const met = result.p99 < targetMs && !failed(result);
    verdicts.push(
      `${query.label}: p99 ${result.p99} ms — target < ${targetMs} ms: ${met ? 'met' : 'not met'}`,
    );
    if (result.p99 >= targetMs || settings.explainAll) slow.push([query.label, query.sqls]);
  }
  // The bare route again: how much the machine's other load moved during the run.
  const after = await load(bare, duration);
  line('bare Fastify route, again at the end', after, baseline);
  measured.push(['bare Fastify route, at the end', after]);
  for (const [label, result] of measured) {
    if (failed(result)) {
      verdicts.push(
        `${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors of ${result.requests} — target none: not met`,
      );
    }
  }

  for (const [label, sqls] of database.driver === 'pg' ? slow : []) {
    console.warn(`\nEXPLAIN (ANALYZE, BUFFERS) of "${label}" (the SQL one request sent):`);
    await explain(database, sqls);
  }
  console.warn(`\n${verdicts.join('\n')}`);
  if (verdicts.length === 0 || verdicts.some((verdict) => verdict.endsWith('not met'))) {
    process.exitCode = 1;
  }
}
