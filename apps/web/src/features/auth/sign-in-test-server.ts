import { apiCodes } from '@console/contract/api-codes';
import type { SendCaptchaContent, SessionContent } from '@console/contract/auth';
import type { Envelope } from '@console/contract/envelope';
import type { UserMerchantsContent } from '@console/contract/merchants';
import { vi } from 'vitest';

// The server the sign-in pages' component tests talk to (a stubbed fetch).

/** A fetch answer; the content's contract type is named at the call, never inferred. */
export const json = <T = never>(status: number, body: Envelope<NoInfer<T>>) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const session: SessionContent = {
  uuid: 'u-1',
  token: 'token-1',
  info: {
    nickname: 'n',
    faceUrl: '',
    mail: 'a@b.co',
    mobile: '',
    merchants: [],
    access: [],
    secondFactorRequiredBy: [],
  },
};

/** The server: /api/login and its steps answer `login`, /api/userMerchants an empty list. */
export function serve(login: () => Promise<Response> | Response) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url.startsWith('/api/login')
      ? login()
      : url.startsWith('/api/captcha')
        ? json<SendCaptchaContent>(200, {
            code: apiCodes.ok,
            msg: 'success',
            content: { resendAfter: 60 },
          })
        : json<UserMerchantsContent>(200, {
            code: apiCodes.ok,
            msg: 'success',
            content: { merchants: [] },
          }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
