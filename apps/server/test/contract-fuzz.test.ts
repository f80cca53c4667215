import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@console/contract/messages';
import { multipartBody } from './audit-fixtures.ts';
import { fuzzClient, type Answer, type FuzzRequest, type Locale } from './contract-fuzz-client.ts';
import {
  dateFieldsOf,
  NUL_TEXT,
  operationsOf,
  sample,
  setAt,
  wrongType,
  type Operation,
} from './contract-fuzz-samples.ts';
import { createTestApp, type TestApp } from './helper.ts';

// docs/api.md "Framework errors": every route of the OpenAPI description, fed NUL characters, dates
// out of range, wrong types, bad encodings, over-long parameters and unknown methods, answers the
// envelope in the caller's language and never a 5xx (DESIGN §6). Problems are collected for
// each kind of input, so one run names every route that misbehaves.

let t: TestApp;
let client: Awaited<ReturnType<typeof fuzzClient>>;
let operations: Operation[];
let webDist: string;
beforeAll(async () => {
  // Served as in production, with a web build: its files' wildcard route must not catch an API
  // request that the router turned down (an over-long parameter fell back to it once).
  webDist = await mkdtemp(path.join(tmpdir(), 'console-fuzz-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>console</title>');
  t = await createTestApp({ env: { WEB_DIST: webDist } });
  client = await fuzzClient(t);
  operations = operationsOf((await t.call('GET', '/api/openapi.json')).body);
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const localeOf = (index: number): Locale => (index % 2 === 0 ? 'zh-CN' : 'en-US');
const pathParams = (operation: Operation) => operation.params.filter((p) => p.in === 'path');

/** A 1001 naming `field` with the NUL message, or what is wrong with the answer. */
function refusal(answer: Answer, locale: Locale, field: string) {
  const fields = (answer.body?.content as { fields?: Record<string, string> } | null)?.fields;
  if (answer.status === 400 && fields?.[field] === translate(locale, 'validation.nul')) {
    return undefined;
  }
  return `${field}: ${answer.status} ${JSON.stringify(answer.body)}`;
}

describe('every operation of the OpenAPI description', () => {
  it('answers a caller without a token with the envelope in Chinese', async () => {
    const requests = operations.map((operation) => ({
      operation,
      locale: 'zh-CN' as const,
      token: null,
      body: client.body(operation),
    }));
    expect(await client.problemsOf(requests)).toEqual([]);
  });

  it('refuses U+0000 in each string of body, query and path with 1001 naming the field', async () => {
    // One field at a time, the rest plausible, so that without the refusal the NUL would
    // reach the service and its SQL.
    const requests = operations.flatMap((operation, index) => {
      const locale = localeOf(index);
      const requests: (FuzzRequest & { field: string })[] = [];
      for (const { name } of pathParams(operation)) {
        const params = { ...client.params(operation), [name]: encodeURIComponent(NUL_TEXT) };
        requests.push({ operation, locale, params, field: name });
      }
      for (const { name } of operation.params.filter((p) => p.in === 'query')) {
        const query = { ...client.query(operation), [name]: NUL_TEXT };
        requests.push({ operation, locale, query, field: name });
      }
      const bodyPaths: string[] = [];
      if (operation.body) sample(operation.body, '', bodyPaths);
      for (const path of bodyPaths) {
        const body = client.body(operation);
        setAt(body, path, NUL_TEXT);
        requests.push({ operation, locale, body, field: path });
      }
      // A route taking no string at all still gets one, in an unknown query parameter.
      if (requests.length === 0)
        requests.push({ operation, locale, query: { x: NUL_TEXT }, field: 'x' });
      return requests;
    });
    expect(requests.length).toBeGreaterThan(200);
    const problems = await client.problemsOf(requests, (request, answer) =>
      refusal(answer, request.locale, (request as (typeof requests)[number]).field),
    );
    expect(problems).toEqual([]);
  });

  it('refuses dates outside 1970-01-01 to 9999-12-31 with 1001 on the field', async () => {
    const requests: (FuzzRequest & { field: string; refused: boolean })[] = [];
    for (const operation of operations) {
      for (const { where, name, format } of dateFieldsOf(operation)) {
        const values: [string, boolean][] =
          format === 'date'
            ? [
                ['0000-01-01', true],
                ['1969-12-31', true],
                ['1970-01-01', false],
                ['9999-12-31', false],
              ]
            : [
                ['0000-01-01T00:00:00Z', true],
                ['9999-12-31T23:59:59-14:00', true],
                ['1970-01-01T00:00:00Z', false],
                ['9999-12-31T23:59:59Z', false],
              ];
        for (const [value, refused] of values) {
          const query = client.query(operation);
          const body = client.body(operation) as Record<string, unknown> | undefined;
          if (where === 'query') query[name] = value;
          else if (body) body[name] = value;
          requests.push({ operation, locale: 'en-US', query, body, field: name, refused });
        }
      }
    }
    expect(requests.length).toBeGreaterThan(20);
    const problems = await client.problemsOf(requests, (request, answer) => {
      const { field, refused } = request as (typeof requests)[number];
      const fields = (answer.body?.content as { fields?: Record<string, string> } | null)?.fields;
      const message = translate('en-US', 'validation.dateRange');
      if (refused && fields?.[field] !== message) return `${field} not refused`;
      if (!refused && fields?.[field] === message) return `${field} refused in range`;
      return undefined;
    });
    expect(problems).toEqual([]);
  });

  it('refuses values of the wrong type in body, query and path with 1001', async () => {
    // A route taking nothing (GET /api/health, POST /api/logout) has nothing to get wrong.
    const takesInput = (operation: Operation) => operation.params.length > 0 || operation.body;
    const requests = operations.filter(takesInput).map((operation, index) => {
      const params = client.params(operation);
      for (const { name, schema } of pathParams(operation)) {
        params[name] = schema.enum ? 'nope' : 'abc';
      }
      const query: Record<string, string | string[]> = client.query(operation);
      for (const name of Object.keys(query)) query[name] = [String(query[name]), 'again'];
      const properties = Object.entries(operation.body?.properties ?? {});
      const body = operation.body
        ? Object.fromEntries(properties.map(([name, schema]) => [name, wrongType(schema)]))
        : undefined;
      return { operation, locale: localeOf(index), params, query, body };
    });
    const problems = await client.problemsOf(requests, (_, answer) =>
      answer.body?.code === '1001' ? undefined : `answered ${answer.status}`,
    );
    expect(problems).toEqual([]);
  });

  it('answers a malformed percent-encoding in the path or the query with the envelope', async () => {
    const requests = operations.flatMap((operation, index): FuzzRequest[] => {
      const locale = localeOf(index);
      const [first] = pathParams(operation);
      const inPath = first
        ? { operation, locale, params: { ...client.params(operation), [first.name]: '%E0%A4%A' } }
        : { operation, locale, suffix: '/%E0%A4%A' };
      // Only a route reading a query has one to decode.
      const reads = operation.params.some((p) => p.in === 'query');
      const inQuery = { operation, locale, query: {}, suffix: '?keyword=%E0%A4%A&x=%' };
      return reads ? [inPath, inQuery] : [inPath];
    });
    expect(await client.problemsOf(requests)).toEqual([]);
  });

  it('answers 414 for a path parameter over 100 characters', async () => {
    const requests = operations
      .filter((operation) => pathParams(operation).length > 0)
      .map((operation, index) => ({
        operation,
        locale: localeOf(index),
        params: { ...client.params(operation), [pathParams(operation)[0]!.name]: 'x'.repeat(101) },
      }));
    const problems = await client.problemsOf(requests, (_, answer) =>
      answer.status === 414 && answer.body?.code === '1001'
        ? undefined
        : `answered ${answer.status}`,
    );
    expect(problems).toEqual([]);
  });

  it('answers 405 with Allow for a method a known path does not take', async () => {
    const byPath = new Map<string, Operation[]>();
    for (const operation of operations) {
      byPath.set(operation.path, [...(byPath.get(operation.path) ?? []), operation]);
    }
    const requests = [...byPath.values()].map((same, index) => {
      const taken = same.map((operation) => operation.method);
      const method = ['PATCH', 'PUT', 'DELETE', 'POST'].find((m) => !taken.includes(m))!;
      return { operation: same[0]!, locale: localeOf(index), method, taken };
    });
    const problems = await client.problemsOf(requests, (request, answer) => {
      const { taken } = request as (typeof requests)[number];
      const allow = String(answer.headers.allow ?? '').split(', ');
      if (answer.status !== 405) return `answered ${answer.status}`;
      return taken.every((m) => allow.includes(m)) ? undefined : `Allow: ${allow.join(', ')}`;
    });
    expect(problems).toEqual([]);
  });

  it('answers broken multipart bodies with the envelope wherever a body without JSON is taken', async () => {
    const { payload, contentType } = multipartBody([
      { name: 'file', filename: 'a.png', type: 'image/png', data: Buffer.from('x') },
    ]);
    const bodies = [
      { payload: 'no boundary', contentType: 'multipart/form-data' },
      { payload: payload.subarray(0, payload.length - 20), contentType },
      {
        payload: `--b\r\nContent-Disposition: form-data; name="file\u0000"\r\n\r\nx`,
        contentType: 'multipart/form-data; boundary=b',
      },
    ];
    const requests = operations
      .filter((operation) => operation.method !== 'GET' && !operation.body)
      .flatMap((operation, index) =>
        bodies.map((rawBody) => ({ operation, locale: localeOf(index), rawBody })),
      );
    expect(requests.map((request) => request.operation.path)).toContain('/api/uploads');
    expect(await client.problemsOf(requests)).toEqual([]);
  });
});
