import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('envelope and catalogue codes', () => {
  it('answers 0000 with the success message after a database round trip', async () => {
    const answer = await t.call('GET', '/api/health', { locale: 'en-US' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: '0000',
      msg: 'success',
      content: { status: 'ok', database: 'up', redis: 'not_configured' },
    });
  });

  it('answers success in Chinese by default (spec §9 default locale zh-CN)', async () => {
    const answer = await t.call('GET', '/api/health');
    expect(answer.body.msg).toBe('成功');
  });

  it('answers 1002 with HTTP 404 for an unknown API route, in both locales', async () => {
    const en = await t.call('GET', '/api/nope', { locale: 'en-US,en;q=0.9' });
    expect(en.status).toBe(404);
    expect(en.body).toEqual({
      code: '1002',
      msg: 'Route error, please contact administrator',
      content: null,
    });
    const zh = await t.call('POST', '/api/nope', { locale: 'zh-CN,zh;q=0.9,en;q=0.8' });
    expect(zh.status).toBe(404);
    expect(zh.body).toEqual({ code: '1002', msg: '路由错误，请联系管理员', content: null });
  });

  it('answers 1002 for a page path when no web build is present', async () => {
    const answer = await t.call('GET', '/activity/list');
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('1002');
  });

  it('answers 1007 with HTTP 401 when a signed-in route gets no or an unknown token', async () => {
    for (const token of [undefined, 'not-a-token', 'Bearer also-not-a-token']) {
      const answer = await t.call('GET', '/api/userInfo', { token, locale: 'en-US' });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        code: '1007',
        msg: 'Login expired, please log in again',
        content: null,
      });
    }
  });

  it('publishes an OpenAPI document generated from the contract', async () => {
    const answer = await t.call('GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toMatch(/^3\./);
    expect(Object.keys(answer.body.paths).sort()).toEqual([
      '/api/account/contact',
      '/api/account/contact/code',
      '/api/account/default-merchant',
      '/api/account/leave',
      '/api/account/mine',
      '/api/account/notifications',
      '/api/account/passkeys',
      '/api/account/passkeys/options',
      '/api/account/passkeys/{id}',
      '/api/account/password',
      '/api/account/profile',
      '/api/account/recovery-codes',
      '/api/account/second-factor',
      '/api/account/sessions',
      '/api/account/sessions/revoke-others',
      '/api/account/sessions/{id}',
      '/api/account/sign-ins',
      '/api/account/totp/disable',
      '/api/account/totp/enable',
      '/api/account/totp/setup',
      '/api/activities',
      '/api/activities/{id}',
      '/api/activities/{id}/copy',
      '/api/activities/{id}/offline',
      '/api/activities/{id}/overview',
      '/api/activities/{id}/submit',
      '/api/audit/counts',
      '/api/audit/review-moderation',
      '/api/audit/submissions',
      '/api/audit/submissions/{id}',
      '/api/audit/submissions/{id}/decision',
      '/api/captcha',
      '/api/chat/assignees',
      '/api/chat/assignment',
      '/api/chat/conversations',
      '/api/chat/conversations/{id}',
      '/api/chat/conversations/{id}/assign',
      '/api/chat/conversations/{id}/context',
      '/api/chat/conversations/{id}/messages',
      '/api/chat/conversations/{id}/read',
      '/api/chat/conversations/{id}/status',
      '/api/chat/offline-alert',
      '/api/chat/quick-replies',
      '/api/chat/quick-replies/{id}',
      '/api/chat/targets',
      '/api/chat/unread',
      '/api/customers',
      '/api/customers/export.csv',
      '/api/customers/tags',
      '/api/customers/{id}',
      '/api/customers/{id}/note',
      '/api/customers/{id}/tags',
      '/api/health',
      '/api/home',
      '/api/home/operator',
      '/api/login',
      '/api/login/captcha',
      '/api/login/passkey',
      '/api/login/passkey/options',
      '/api/login/second-factor',
      '/api/logout',
      '/api/logs',
      '/api/menus',
      '/api/merchant/context',
      '/api/merchant/licence',
      '/api/merchant/members',
      '/api/merchant/members/{userId}',
      '/api/merchant/members/{userId}/sign-ins',
      '/api/merchant/members/{userId}/sign-out',
      '/api/merchant/second-factor',
      '/api/merchant/time-zone',
      '/api/merchantRecords',
      '/api/merchantRecords/{id}',
      '/api/merchantRecords/{id}/submit',
      '/api/merchantRecords/{id}/withdraw',
      '/api/merchants/lastUse/{merchantId}',
      '/api/merchants/review',
      '/api/orders',
      '/api/orders/bulk/{action}',
      '/api/orders/export.csv',
      '/api/orders/summary',
      '/api/orders/{id}',
      '/api/orders/{id}/cancel',
      '/api/orders/{id}/check-in',
      '/api/orders/{id}/refund',
      '/api/orders/{id}/refund-decision',
      '/api/orders/{id}/remark',
      '/api/password/reset',
      '/api/register',
      '/api/reviews',
      '/api/reviews/request-rules',
      '/api/reviews/summary',
      '/api/reviews/{id}',
      '/api/reviews/{id}/hide',
      '/api/reviews/{id}/reply',
      '/api/reviews/{id}/show',
      '/api/shop/profile',
      '/api/storefront/activities',
      '/api/storefront/activities/{id}',
      '/api/storefront/activities/{id}/cover',
      '/api/storefront/activities/{id}/reviews',
      '/api/storefront/captcha',
      '/api/storefront/conversations',
      '/api/storefront/conversations/{id}/availability',
      '/api/storefront/conversations/{id}/messages',
      '/api/storefront/conversations/{id}/rating',
      '/api/storefront/conversations/{id}/read',
      '/api/storefront/login',
      '/api/storefront/orders',
      '/api/storefront/orders/{id}',
      '/api/storefront/orders/{id}/cancel',
      '/api/storefront/orders/{id}/pay',
      '/api/storefront/orders/{id}/refund',
      '/api/storefront/review-requests',
      '/api/storefront/review-requests/{token}',
      '/api/storefront/review-requests/{token}/review',
      '/api/storefront/reviews',
      '/api/storefront/reviews/{id}/images/{imageId}',
      '/api/storefront/uploads',
      '/api/storefront/uploads/{id}',
      '/api/system/change/list',
      '/api/system/menu/delete',
      '/api/system/menu/delete/multiple',
      '/api/system/menu/header/create',
      '/api/system/menu/list',
      '/api/system/menu/sider/create',
      '/api/system/menu/update',
      '/api/system/role/create',
      '/api/system/role/delete',
      '/api/system/role/delete/multiple',
      '/api/system/role/list',
      '/api/system/role/menu/update',
      '/api/system/role/update',
      '/api/system/trail/verify',
      '/api/system/user/create',
      '/api/system/user/delete',
      '/api/system/user/delete/multiple',
      '/api/system/user/list',
      '/api/system/user/update',
      '/api/trail',
      '/api/trail/export.csv',
      '/api/uploads',
      '/api/uploads/{id}',
      '/api/userInfo',
      '/api/userMerchants',
      '/api/userMessage',
      '/api/userMessage/readAll',
      '/api/userMessage/unReadCount',
      '/api/userMessage/{id}/read',
      '/api/userSettings',
    ]);
    const login = answer.body.paths['/api/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['username', 'password']),
    );
  });
});
