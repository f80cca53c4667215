import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test.ts';
import { readCodeSentTo, uniqueMobile } from './outbox.ts';

// Helpers of the console-shell browser tests (e2e/shell*.spec.ts).
type Envelope<T> = { code: string; msg: string; content: T };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Session = { token: string; info: { merchants: { id: number; name: string }[] } };
export const PASSWORD = 'shellpass2026';

export async function api<T>(
  request: APIRequestContext,
  method: Method,
  path: string,
  token?: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api/${path}`, {
    method,
    headers: token ? { Authorization: token } : {},
    data,
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${method} ${path}: ${body.msg}`).toBe('0000');
  return body.content;
}

export const login = (request: APIRequestContext, username: string, password: string) =>
  api<Session>(request, 'POST', 'login', undefined, { username, password });

/** A new user, registered through the API the way the register page does it. */
export async function registeredUser(request: APIRequestContext) {
  const mobile = uniqueMobile();
  const mail = `shell${mobile}@example.com`;
  await api(request, 'POST', 'captcha', undefined, { mobile, purpose: 'register' });
  const captcha = await readCodeSentTo(mobile, 'register');
  await api(request, 'POST', 'register', undefined, { mail, mobile, password: PASSWORD, captcha });
  return { mobile, mail, nickname: mail.split('@')[0]! };
}

export async function signIn(page: Page, username: string, password = PASSWORD) {
  await page.goto('/login');
  await page.locator('#login_username').fill(username);
  await page.locator('#login_password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header')).toBeVisible();
}

export const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A complete merchant record, submitted: the caller now has one awaiting audit. */
export async function submitRecord(request: APIRequestContext, token: string) {
  const upload = await request.post('/api/uploads', {
    headers: { Authorization: token },
    multipart: { file: { name: 'licence.png', mimeType: 'image/png', buffer: PNG } },
  });
  const { content } = (await upload.json()) as Envelope<{ file: { id: number } }>;
  const { record } = await api<{ record: { id: number; version: number } }>(
    request,
    'POST',
    'merchantRecords',
    token,
    {
      name: 'Lakeside Atelier',
      category: 'arts',
      contactName: 'Lin',
      contactMobile: '13900000000',
      contactMail: 'lin@example.com',
      provinceCode: '110000',
      cityCode: '110100',
      districtCode: '110101',
      address: '1 Lake Road',
      creditCode: '91310000MA1FL0000N',
      legalPerson: 'Lin',
      licenceImageId: content.file.id,
    },
  );
  await api(request, 'POST', `merchantRecords/${record.id}/submit`, token, {
    version: record.version,
  });
}
