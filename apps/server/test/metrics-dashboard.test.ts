import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { scrape } from './metrics-text.ts';
import { sharedRedisEnv } from './realtime-client.ts';

// docs/operations.md "Metrics": the Grafana dashboard and the alert rules read only series a node
// exports, and the section's table names every `console_` series a node exports.

const TOKEN = 'metrics-dashboard-token-0123456789';
const withRedis = Boolean(process.env.REDIS_URL);

/** Series a node exports only with PostgreSQL, or only with Redis. */
const POOL_SERIES = ['console_db_pool_connections', 'console_db_pool_waiting_requests'];
const REDIS_SERIES = ['console_redis_adapter_connected'];
/** Written by Prometheus itself for every target. */
const PROMETHEUS_SERIES = ['up'];

const PROMQL_WORDS = new Set(['by', 'without', 'on', 'ignoring', 'bool', 'and', 'or', 'unless']);

/** The series names an expression reads (labels, ranges, strings and grouping left out). */
function seriesIn(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  return [...bare.matchAll(/(?<![\w$.])([a-zA-Z_:][\w:]*)\b(?!\s*\()/g)]
    .map((match) => match[1]!)
    .filter((name) => !PROMQL_WORDS.has(name));
}

type Panel = {
  id: number;
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  targets?: { expr: string; datasource?: { uid: string } }[];
  gridPos: { h: number; w: number; x: number; y: number };
};

let t: TestApp;
let exported: Set<string>;
let families: Set<string>;
let section: string;
beforeAll(async () => {
  t = await createTestApp({
    env: { METRICS_TOKEN: TOKEN, ...(withRedis ? sharedRedisEnv() : {}) },
  });
  // A request and its statement, so that the two histograms have their samples.
  await t.call('GET', '/api/health');
  const { text, samples } = await scrape(t, TOKEN);
  exported = new Set(samples.map((sample) => sample.name));
  families = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]!));
  const operations = await readFile(path.join(REPO_ROOT, 'docs/operations.md'), 'utf8');
  // From its heading to the next one (or the end).
  section = operations.split(/\n(?=## )/).find((part) => part.startsWith('## Metrics\n')) ?? '';
});
afterAll(() => t.close());

/** Whether a node of this run exports `name`, or would with the database or Redis it lacks. */
function isExported(name: string) {
  if (exported.has(name) || PROMETHEUS_SERIES.includes(name)) return true;
  if (POOL_SERIES.includes(name)) return t.testDatabase.database.driver !== 'pg';
  if (REDIS_SERIES.includes(name)) return !withRedis;
  return false;
}

describe('the PromQL reader', () => {
  it('finds the series of an expression and nothing else', () => {
    expect(
      seriesIn(
        'histogram_quantile(0.95, sum by (le, route) (rate(a_bucket{route=~"/api/.*"}[$__rate_interval]))) / b > 1e3 or up == bool 0',
      ),
    ).toEqual(['a_bucket', 'b', 'up']);
  });
});

describe('docs/grafana-dashboard.json', () => {
  it('is a Grafana dashboard with a Prometheus data source variable used by every panel', async () => {
    const dashboard = JSON.parse(
      await readFile(path.join(REPO_ROOT, 'docs/grafana-dashboard.json'), 'utf8'),
    );
    expect(dashboard).toMatchObject({
      title: expect.any(String),
      uid: expect.any(String),
      schemaVersion: expect.any(Number),
      time: { from: expect.any(String), to: expect.any(String) },
    });
    expect(dashboard.templating.list).toContainEqual(
      expect.objectContaining({ name: 'datasource', type: 'datasource', query: 'prometheus' }),
    );
    const panels = dashboard.panels as Panel[];
    const ids = panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    const graphs = panels.filter((panel) => panel.type !== 'row');
    expect(graphs.length).toBeGreaterThan(0);
    for (const panel of graphs) {
      expect(panel.datasource, panel.title).toEqual({ type: 'prometheus', uid: '${datasource}' });
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      expect(panel.gridPos.x + panel.gridPos.w, panel.title).toBeLessThanOrEqual(24);
    }
  });

  it('reads only series a node exports', async () => {
    const dashboard = JSON.parse(
      await readFile(path.join(REPO_ROOT, 'docs/grafana-dashboard.json'), 'utf8'),
    );
    const exprs = (dashboard.panels as Panel[]).flatMap((panel) =>
      (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })),
    );
    for (const { panel, expr } of exprs) {
      const names = seriesIn(expr);
      expect(names.length, `${panel}: ${expr}`).toBeGreaterThan(0);
      for (const name of names) expect(isExported(name), `${panel}: ${name}`).toBe(true);
    }
    // Every console_ family has a panel.
    const read = new Set(exprs.flatMap(({ expr }) => seriesIn(expr)));
    for (const family of [...families].filter((name) => name.startsWith('console_'))) {
      const shown = [...read].some((name) => name === family || name.startsWith(`${family}_`));
      expect(shown, family).toBe(true);
    }
  });
});

describe('docs/operations.md "Metrics"', () => {
  it('lists every console_ series a node exports', () => {
    expect(section).toContain('## Metrics');
    for (const family of [...families].filter((name) => name.startsWith('console_'))) {
      expect(section, family).toContain(`\`${family}\``);
    }
  });

  it('writes its alert rules with series a node exports', () => {
    const exprs = [...section.matchAll(/^\s+expr: (.+)$/gm)].map((match) => match[1]!);
    expect(exprs.length).toBeGreaterThan(5);
    for (const expr of exprs) {
      const names = seriesIn(expr);
      expect(names.length, expr).toBeGreaterThan(0);
      for (const name of names) expect(isExported(name), `${expr}: ${name}`).toBe(true);
    }
  });
});
