import { connect as connectTcp } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLogs, uploads } from '../src/db/schema.ts';
import { multipartBody } from './audit-fixtures.ts';
import { createTestApp, uniqueIp, type TestApp } from './helper.ts';
import { listen } from './realtime-client.ts';

// docs/api.md "Input the database cannot take", "Framework errors": input PostgreSQL or the
// framework cannot take answers 1001 (or an honest 4xx) with the envelope in the caller's language,
// and changes nothing. contract-fuzz.test.ts walks every route; these are the rules one by one.

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
});
afterAll(() => t.close());

const NUL_ZH = '不能包含空字符（U+0000）';
const NUL_EN = 'Must not contain a NUL character (U+0000)';
const entry = { message: 'boom', type: 'error', time: '2026-11-23 10:00:00', url: '/home' };

/** Sends raw bytes to the listening server and answers what came back. */
function rawRequest(bytes: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connectTcp(Number(port), '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('NUL characters (U+0000)', () => {
  it('refuses one in a sign-in, in Chinese by default, naming the field', async () => {
    const answer = await t.call('POST', '/api/login', {
      payload: { username: 'a\u0000@b.cn', password: 'x' },
      ip: uniqueIp(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: '1001',
      msg: NUL_ZH,
      content: { fields: { username: NUL_ZH } },
    });
  });

  it('names nested fields and keys by their path, and stores nothing', async () => {
    const answer = await t.call('POST', '/api/logs', {
      payload: { entries: [entry, { ...entry, message: 'x\u0000', extra: { 'k\u0000': 1 } }] },
      locale: 'en-US',
      ip: uniqueIp(),
    });
    expect(answer.body.content.fields).toEqual({
      'entries.1.message': NUL_EN,
      'entries.1.extra': NUL_EN,
    });
    expect(await t.db.select().from(clientLogs)).toEqual([]);
  });

  it('refuses one in a query, a path parameter or a header', async () => {
    const user = await t.register();
    const merchant = await t.createMerchant(user.id);
    const search = await t.call('GET', '/api/orders', {
      token: user.token,
      query: { merchants_id: String(merchant.id), keyword: '138\u0000' },
      locale: 'en-US',
    });
    expect(search.body.content).toEqual({ fields: { keyword: NUL_EN } });
    const path = await t.call('PUT', '/api/merchants/lastUse/1%00', { token: user.token });
    expect(path.body.content).toEqual({ fields: { merchantId: NUL_ZH } });
    const header = await t.call('POST', '/api/login', {
      payload: { username: user.mail, password: user.password },
      headers: { 'user-agent': 'agent\u0000' },
      ip: uniqueIp(),
    });
    expect(header.body.content).toEqual({ fields: { 'headers.user-agent': NUL_ZH } });
  });
});

describe('framework errors answer the envelope', () => {
  it('answers a malformed percent-encoding in the path with 1001 in the caller language', async () => {
    const zh = await t.call('GET', '/api/orders/%E0%A4%A');
    expect(zh.status).toBe(400);
    expect(zh.body).toEqual({ code: '1001', msg: '请求地址格式不正确', content: null });
    const en = await t.call('GET', '/api/orders/%E0%A4%A', { locale: 'en-US' });
    expect(en.body.msg).toBe('The request URL is malformed');
  });

  it('answers 414 for a path parameter over 100 characters', async () => {
    const answer = await t.call('GET', `/api/orders/${'1'.repeat(101)}`, { locale: 'en-US' });
    expect(answer.status).toBe(414);
    expect(answer.body).toEqual({
      code: '1001',
      msg: 'A parameter of the request URL is too long',
      content: null,
    });
  });

  it('answers 405 with Allow for a method a known path does not take, 404 otherwise', async () => {
    const answer = await t.call('PATCH', '/api/orders/12');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.body).toEqual({ code: '1002', msg: '该地址不支持此请求方法', content: null });
    const members = await t.call('PATCH', '/api/merchant/members/7', { locale: 'en-US' });
    expect(members.headers.allow).toBe('DELETE, PUT');
    expect(members.body.msg).toBe('This method is not allowed on this address');
    expect((await t.call('PATCH', '/api/nope')).status).toBe(404);
  });

  it('answers a request Node cannot parse with the envelope, not Fastify JSON', async () => {
    const answer = await rawRequest(
      'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: '1001',
      msg: '请求内容格式不正确',
      content: null,
    });
  });
});

describe('POST /api/uploads with a broken multipart body', () => {
  it('answers 1001 for no boundary and for a truncated form, storing nothing', async () => {
    const user = await t.register();
    const { payload, contentType } = multipartBody([
      { name: 'file', filename: 'a.png', type: 'image/png', data: Buffer.from('x') },
    ]);
    const bodies = [
      { payload, contentType: 'multipart/form-data' },
      { payload: payload.subarray(0, payload.length - 20), contentType },
    ];
    for (const body of bodies) {
      const answer = await t.call('POST', '/api/uploads', {
        token: user.token,
        payload: body.payload,
        headers: { 'content-type': body.contentType },
        locale: 'en-US',
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: '1001', msg: 'The request is malformed', content: null });
    }
    expect(await t.db.select().from(uploads)).toEqual([]);
  });
});
