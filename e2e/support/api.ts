import { expect, type APIRequestContext } from '@playwright/test';

type Envelope<T> = { code: string; msg: string; content: T };

/** Calls the API directly and expects code 0000; returns the content. */
export async function callApi<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; data?: unknown } = {},
): Promise<T> {
  const response = await request.fetch(`/api/${path}`, {
    method,
    headers: options.token ? { Authorization: options.token } : {},
    data: options.data,
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, body.msg).toBe('0000');
  return body.content;
}
