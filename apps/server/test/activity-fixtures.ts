import { IMAGE_BYTES, upload } from './audit-fixtures.ts';
import type { TestApp, TestUser } from './helper.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Calls of the activity endpoints (docs/api.md "Activities") for one merchant, in English. */
export function activityApi(t: TestApp) {
  /** A complete offline activity, a week ahead of the test clock. */
  async function activityForm(user: TestUser, overrides: Record<string, unknown> = {}) {
    const image = await upload(t, user.token, 'image/png', IMAGE_BYTES['image/png']);
    const at = (days: number) => new Date(t.clock.now().getTime() + days * DAY).toISOString();
    return {
      title: 'Pottery weekend',
      coverImageId: image.body.content.file.id as number,
      category: 'arts',
      summary: 'Make your own bowl',
      description: '<p><strong>Bring</strong> an apron</p>',
      mode: 'offline',
      provinceCode: '440000',
      cityCode: '440300',
      districtCode: '440305',
      address: '1 Science Park Road',
      signupDeadline: at(5),
      startAt: at(7),
      endAt: at(7.25),
      capacity: 20,
      priceCents: 0,
      ...overrides,
    };
  }
  const send = (method: string, url: string, token: string, shopId: number, payload?: object) =>
    t.call(method, url, {
      token,
      payload: { ...payload, merchants_id: shopId },
      locale: 'en-US',
    });
  const read = (token: string, shopId: number, path = '', query: Record<string, string> = {}) =>
    t.call('GET', `/api/activities${path}`, {
      token,
      query: { merchants_id: String(shopId), ...query },
      locale: 'en-US',
    });
  const create = (token: string, shopId: number, form: object) =>
    send('POST', '/api/activities', token, shopId, form);
  const update = (token: string, shopId: number, id: number, form: object) =>
    send('PUT', `/api/activities/${id}`, token, shopId, form);
  const act = (token: string, shopId: number, id: number, action: string, version: number) =>
    send('POST', `/api/activities/${id}/${action}`, token, shopId, { version });
  const copy = (token: string, shopId: number, id: number) =>
    send('POST', `/api/activities/${id}/copy`, token, shopId);
  const remove = (token: string, shopId: number, id: number) =>
    t.call('DELETE', `/api/activities/${id}`, {
      token,
      query: { merchants_id: String(shopId) },
      locale: 'en-US',
    });

  async function shopWithOwner() {
    const owner = await t.register();
    const shop = await t.createMerchant(owner.id, `Shop ${owner.id}`);
    return { owner, shop };
  }

  /** A draft created through the API; answers the activity. */
  async function draft(owner: TestUser, shopId: number, overrides: Record<string, unknown> = {}) {
    const answer = await create(owner.token, shopId, await activityForm(owner, overrides));
    if (answer.body.code !== '0000') throw new Error(JSON.stringify(answer.body));
    return answer.body.content.activity as { id: number; version: number; status: string };
  }

  return { activityForm, read, create, update, act, copy, remove, shopWithOwner, draft };
}

export type ActivityApi = ReturnType<typeof activityApi>;
