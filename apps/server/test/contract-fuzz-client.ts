import type { LightMyRequestResponse } from 'fastify';
import { NO_MERCHANT_TEXT } from '@console/contract/api-codes';
import { makeOperator } from './audit-fixtures.ts';
import { sample, type Operation } from './contract-fuzz-samples.ts';
import { uniqueIp, type TestApp } from './helper.ts';
import { storefrontApi } from './storefront-order-fixtures.ts';

export type Locale = 'zh-CN' | 'en-US';
export type FuzzRequest = {
  operation: Operation;
  locale: Locale;
  /** `null`: no token; absent: the caller the route admits. */
  token?: null;
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  body?: unknown;
  rawBody?: { payload: Buffer | string; contentType: string };
  method?: string;
  /** Appended to the URL as it is (a raw path or query, e.g. a malformed percent-encoding). */
  suffix?: string;
};
type Envelope = { code: string; msg: string; content: unknown };
export type Answer = { status: number; headers: Record<string, unknown>; body?: Envelope };

const answerOf = (response: LightMyRequestResponse): Answer => ({
  status: response.statusCode,
  headers: response.headers,
  body: String(response.headers['content-type']).includes('json')
    ? (response.json() as Envelope)
    : undefined,
});

const CODES = ['0000', '1001', '1002', '1003', '1004', '1005', '1007'];
const CJK = /[\u4e00-\u9fff]/;

/** What is wrong with an answer, if anything: a 5xx, no envelope, the wrong language. */
function problemOf(response: LightMyRequestResponse, locale: Locale): string | undefined {
  if (response.statusCode >= 500) return `HTTP ${response.statusCode}: ${response.body}`;
  const type = String(response.headers['content-type'] ?? '');
  // The CSV export and image bytes are the only answers outside the envelope (docs/api.md).
  if (response.statusCode === 200 && /^(text\/csv|image\/)/.test(type)) return undefined;
  if (!type.includes('application/json')) return `not JSON (${type}): ${response.body}`;
  const body = response.json() as Envelope;
  const isEnvelope =
    CODES.includes(body.code) &&
    typeof body.msg === 'string' &&
    body.msg !== '' &&
    'content' in body;
  if (!isEnvelope) return `not the envelope: ${response.body}`;
  if (body.msg === NO_MERCHANT_TEXT) return undefined;
  if ((locale === 'zh-CN') !== CJK.test(body.msg)) return `msg not in ${locale}: ${body.msg}`;
  return undefined;
}

/**
 * Callers and requests for the contract fuzz: the owner of a merchant with a member, an
 * operator and a storefront customer, so requests get past auth to validation and SQL.
 */
export async function fuzzClient(t: TestApp) {
  const storefront = storefrontApi(t);
  const { owner, shop } = await storefront.openShop();
  const member = await t.register();
  await t.addMember(shop.id, member.id, { permissions: ['order:view'] });
  const operator = await makeOperator(t);
  // System management writes are for admins (docs/system.md "Who may call").
  const admin = await makeOperator(t, 'admin');
  const customer = await storefront.customer();
  // Signing out must not cost the owner its session, whatever the server makes of the input.
  const spare = await t.register();

  function tokenFor({ method, path }: Operation) {
    if (path === '/api/logout') return spare.token;
    if (/^\/api\/storefront\/(orders|conversations|uploads|reviews|review-requests)/.test(path))
      return customer.token;
    if (path.startsWith('/api/system/')) return admin.token;
    const operatorOnly = path.startsWith('/api/audit/') || path === '/api/home/operator';
    if (operatorOnly || (path === '/api/logs' && method === 'GET')) {
      return operator.token;
    }
    return owner.token;
  }

  /** Path parameters a route would see: the merchant, a member, an action, else id 1. */
  function params(operation: Operation) {
    const values: Record<string, string> = {};
    for (const { name, schema } of operation.params.filter((p) => p.in === 'path')) {
      if (name === 'merchantId') values[name] = String(shop.id);
      else if (name === 'userId') values[name] = String(member.id);
      else values[name] = schema.enum ? String(schema.enum[0]) : '1';
    }
    return values;
  }

  function query(operation: Operation) {
    const values: Record<string, string> = {};
    for (const param of operation.params.filter((p) => p.in === 'query')) {
      values[param.name] = String(sample(param.schema, param.name));
    }
    if ('merchants_id' in values) values.merchants_id = String(shop.id);
    return values;
  }

  function body(operation: Operation) {
    if (!operation.body) return undefined;
    const value = sample(operation.body, '') as Record<string, unknown>;
    if ('merchants_id' in value) value.merchants_id = shop.id;
    return value;
  }

  function send(request: FuzzRequest) {
    const { operation } = request;
    const headers: Record<string, string> = { 'accept-language': request.locale };
    if (request.token !== null) headers.authorization = tokenFor(operation);
    if (request.rawBody) headers['content-type'] = request.rawBody.contentType;
    const values = request.params ?? params(operation);
    return t.app.inject({
      method: (request.method ?? operation.method) as 'GET',
      url:
        operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1') +
        (request.suffix ?? ''),
      query: request.query ?? query(operation),
      payload: (request.rawBody?.payload ?? request.body) as string | object | undefined,
      headers,
      remoteAddress: uniqueIp(),
    });
  }

  /**
   * Sends each request; answers every problem found, labelled by method and route. `expect`
   * adds what this kind of input must answer (a 1001 naming the field...).
   */
  async function problemsOf(
    requests: FuzzRequest[],
    expect?: (request: FuzzRequest, answer: Answer) => string | undefined,
  ) {
    const problems: string[] = [];
    for (const request of requests) {
      const response = await send(request);
      const answer = answerOf(response);
      // A 1007 for a signed-in caller would mean the fuzz signed itself out: nothing tested.
      const signedOut = request.token !== null && answer.body?.code === '1007';
      const problem =
        problemOf(response, request.locale) ??
        (signedOut ? 'the caller was signed out' : expect?.(request, answer));
      const label = `${request.method ?? request.operation.method} ${request.operation.path}`;
      if (problem) problems.push(`${label}: ${problem}`);
    }
    return problems;
  }

  return { params, query, body, send, problemsOf };
}
