import { IMAGE_BYTES, upload } from './audit-fixtures.ts';
import type { TestApp, TestUser } from './helper.ts';

export const ID_NUMBER = '11010519491231002X';
export const ACCOUNT = '6222020200112233445';

/** Calls of the signing-licence endpoints (DESIGN §4) and a complete licence form. */
export function licenceApi(t: TestApp) {
  async function licenceForm(user: TestUser, overrides: Record<string, unknown> = {}) {
    const image = await upload(t, user.token, 'image/jpeg', IMAGE_BYTES['image/jpeg']);
    return {
      version: 0,
      subjectType: 'enterprise',
      holderName: 'Sunrise Culture Ltd',
      credentialNumber: '91350100M000100Y43',
      imageIds: [image.body.content.file.id],
      legalPerson: 'Han Meimei',
      legalIdNumber: ID_NUMBER,
      validUntil: '2099-12-31',
      accountName: 'Sunrise Culture Ltd',
      bankName: 'Bank of Shenzhen',
      accountNumber: ACCOUNT,
      ...overrides,
    };
  }
  const read = (token: string, merchantId: number) =>
    t.call('GET', '/api/merchant/licence', {
      token,
      query: { merchants_id: String(merchantId) },
      locale: 'en-US',
    });
  const submit = (token: string, merchantId: number, form: Record<string, unknown>) =>
    t.call('PUT', '/api/merchant/licence', {
      token,
      payload: { ...form, merchants_id: merchantId },
      locale: 'en-US',
    });

  async function shopWithOwner() {
    const owner = await t.register();
    const shop = await t.createMerchant(owner.id, `Shop ${owner.id}`);
    return { owner, shop };
  }

  return { licenceForm, read, submit, shopWithOwner };
}
