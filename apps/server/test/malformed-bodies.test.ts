import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueIp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Case = {
  name: string;
  payload?: string;
  contentType?: string;
  fields?: Record<string, string>;
  msg?: string;
  /**
   * HTTP status when not 400 (docs/api.md "Framework errors": 413 too large, 415 unsupported type).
   */
  status?: number;
};

const json = (value: unknown) => JSON.stringify(value);
const huge = 'a'.repeat(100 * 1024);
const twoMegabytes = 'a'.repeat(2 * 1024 * 1024);

// Each body must answer 1001, with HTTP 400 unless said (DESIGN §6: bad input never yields 500).
const sharedCases: Case[] = [
  { name: 'null body', payload: 'null', fields: { body: 'The request is malformed' } },
  { name: 'an array', payload: '[1,2]', fields: { body: 'The request is malformed' } },
  { name: 'a number', payload: '42', fields: { body: 'The request is malformed' } },
  { name: 'a string', payload: '"hello"', fields: { body: 'The request is malformed' } },
  { name: 'invalid JSON', payload: '{"username":', msg: 'The request is malformed' },
  { name: 'an empty JSON body', payload: '', msg: 'The request is malformed' },
  {
    name: 'a prototype-polluting body',
    payload: '{"__proto__":{"x":1}}',
    msg: 'The request is malformed',
  },
  {
    name: 'a body over 1 MB',
    payload: json({ x: twoMegabytes }),
    msg: 'The request is too large',
    status: 413,
  },
  {
    name: 'an XML content-type',
    payload: '<a/>',
    contentType: 'application/xml',
    msg: 'This content type is not supported',
    status: 415,
  },
  {
    name: 'a text/plain body',
    payload: 'username=a',
    contentType: 'text/plain',
    fields: { body: 'The request is malformed' },
  },
];

const tables: Record<string, Case[]> = {
  '/api/login': [
    {
      name: 'missing fields',
      payload: '{}',
      fields: { username: 'Please enter the username!', password: 'Please enter the password!' },
    },
    {
      name: 'wrong types',
      payload: json({ username: 12, password: ['x'] }),
      fields: { username: 'Wrong type of value', password: 'Wrong type of value' },
    },
    {
      name: 'a 100 kB username',
      payload: json({ username: huge, password: 'x' }),
      fields: { username: 'Too long (at most 254 characters)' },
    },
    {
      name: 'unknown fields',
      payload: json({ username: 'a@b.cn', password: 'x', admin: true, role: 'admin' }),
      fields: { admin: 'Unknown field', role: 'Unknown field' },
    },
    {
      name: 'a nested object',
      payload: json({ username: { $ne: '' }, password: 'x' }),
      fields: { username: 'Wrong type of value' },
    },
    {
      name: 'blank strings',
      payload: json({ username: '  ', password: '' }),
      fields: { username: 'Please enter the username!', password: 'Please enter the password!' },
    },
    ...sharedCases,
  ],
  '/api/register': [
    {
      name: 'missing fields',
      payload: '{}',
      fields: {
        mail: 'Please enter the email!',
        password: 'Please enter the password!',
        mobile: 'Please enter the mobile number!',
        captcha: 'Please enter the captcha!',
      },
    },
    {
      name: 'wrong types',
      payload: json({ mail: 1, password: true, mobile: 13800000000, captcha: 123456 }),
      fields: {
        mail: 'Wrong type of value',
        password: 'Wrong type of value',
        mobile: 'Wrong type of value',
        captcha: 'Wrong type of value',
      },
    },
    {
      name: 'wrong formats',
      payload: json({ mail: 'nope', password: 'Secret123', mobile: '2380000000', captcha: '12a' }),
      fields: {
        mail: 'the email format is incorrect!',
        mobile: 'the mobile number format is incorrect!',
        captcha: 'The captcha is 6 digits!',
      },
    },
    {
      name: 'a 100 kB mail',
      payload: json({
        mail: `${huge}@x.cn`,
        password: 'Secret123',
        mobile: '13800000000',
        captcha: '123456',
      }),
      fields: { mail: 'Too long (at most 254 characters)' },
    },
    {
      name: 'unknown fields and a bad merchants_id',
      payload: json({
        mail: 'a@b.cn',
        password: 'Secret123',
        mobile: '13800000000',
        captcha: '123456',
        role: 'admin',
        merchants_id: 'x',
      }),
      fields: { merchants_id: 'Invalid value', role: 'Unknown field' },
    },
    ...sharedCases,
  ],
  '/api/captcha': [
    { name: 'missing fields', payload: '{}', fields: { purpose: 'This field is required' } },
    {
      name: 'neither mobile nor mail',
      payload: json({ purpose: 'login' }),
      fields: { mobile: 'Please enter the mobile number!' },
    },
    {
      name: 'both mobile and mail',
      payload: json({ purpose: 'login', mobile: '13800000000', mail: 'a@b.cn' }),
      fields: { mobile: 'Please enter the mobile number!' },
    },
    {
      name: 'an unknown purpose',
      payload: json({ purpose: 'spam', mobile: '13800000000' }),
      fields: { purpose: 'Invalid value' },
    },
    {
      name: 'wrong types',
      payload: json({ purpose: 1, mobile: 13800000000 }),
      fields: { mobile: 'Wrong type of value', purpose: 'Invalid value' },
    },
    {
      name: 'a 100 kB mobile',
      payload: json({ purpose: 'login', mobile: huge }),
      fields: { mobile: 'Too long (at most 11 characters)' },
    },
    {
      name: 'unknown fields',
      payload: json({ purpose: 'login', mobile: '13800000000', code: '123456' }),
      fields: { code: 'Unknown field' },
    },
    ...sharedCases,
  ],
};

describe.each(Object.entries(tables))('POST %s refuses malformed bodies', (url, cases) => {
  it.each(cases)(
    'answers 1001 for $name',
    async ({ payload, contentType, fields, msg, status }) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': contentType ?? 'application/json', 'accept-language': 'en-US' },
        remoteAddress: uniqueIp(),
      });
      expect(response.statusCode).toBe(status ?? 400);
      const body = response.json();
      expect(body.code).toBe('1001');
      if (fields) {
        expect(body.content).toEqual({ fields });
        expect(body.msg).toBe(Object.values(fields)[0]);
      } else {
        expect(body).toEqual({ code: '1001', msg, content: null });
      }
    },
  );
});

describe('field messages follow Accept-Language', () => {
  it('answers the spec §5 texts in Chinese by default', async () => {
    const answer = await t.call('POST', '/api/login', { payload: {} });
    expect(answer.body).toEqual({
      code: '1001',
      msg: '请输入用户名！',
      content: { fields: { username: '请输入用户名！', password: '请输入密码！' } },
    });
  });

  it('answers a POST without any body as a malformed request', async () => {
    const answer = await t.call('POST', '/api/login', { locale: 'en-US' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: '1001',
      msg: 'The request is malformed',
      content: { fields: { body: 'The request is malformed' } },
    });
  });
});
