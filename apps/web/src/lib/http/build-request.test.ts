import { describe, expect, it } from 'vitest';
import { buildRequest } from './build-request';

const context = { merchantId: 42, token: 'token-1', locale: 'en-US' };

describe('buildRequest (spec §7)', () => {
  it('puts merchants_id into the JSON body when there is one', () => {
    const { url, init } = buildRequest(
      { method: 'POST', path: '/orders/export', body: { status: 'paid' } },
      context,
    );
    expect(url).toBe('/api/orders/export');
    expect(JSON.parse(String(init.body))).toEqual({ status: 'paid', merchants_id: 42 });
  });

  it('appends merchants_id to the query when there is no body', () => {
    const { url, init } = buildRequest(
      { method: 'GET', path: '/userMessage', query: { page: 1, type: 3, last_id: '' } },
      context,
    );
    expect(url).toBe('/api/userMessage?page=1&type=3&last_id=&merchants_id=42');
    expect(init.body).toBeUndefined();
  });

  it('uses the query for a body-less PUT too', () => {
    expect(buildRequest({ method: 'PUT', path: '/merchants/lastUse/7' }, context).url).toBe(
      '/api/merchants/lastUse/7?merchants_id=42',
    );
  });

  it('adds merchants_id to a form-data body', () => {
    const form = new FormData();
    form.set('file', 'x');
    const { init } = buildRequest({ method: 'POST', path: '/upload', body: form }, context);
    expect((init.body as FormData).get('merchants_id')).toBe('42');
  });

  it('lets an explicit merchants_id win over the current one', () => {
    const { url } = buildRequest(
      { path: '/merchant/context', query: { merchants_id: 9 } },
      context,
    );
    expect(url).toBe('/api/merchant/context?merchants_id=9');
  });

  it('sends no merchants_id while no merchant is chosen', () => {
    const { url, init } = buildRequest(
      { method: 'POST', path: '/login', body: { username: 'a', password: 'b' } },
      { ...context, merchantId: null },
    );
    expect(url).toBe('/api/login');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'a', password: 'b' });
  });

  it('carries the token in Authorization and the locale in Accept-Language', () => {
    const headers = buildRequest({ path: '/userInfo' }, context).init.headers as Record<
      string,
      string
    >;
    expect(headers.Authorization).toBe('token-1');
    expect(headers['Accept-Language']).toBe('en-US');
  });

  it('sends no Authorization header without a token', () => {
    const headers = buildRequest({ path: '/x' }, { ...context, token: null }).init
      .headers as Record<string, string>;
    expect(headers).not.toHaveProperty('Authorization');
  });
});
