import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { creditCodeCheckChar } from '@console/contract/credit-code';
import { callApi } from './api.ts';
import { readCodeSentTo, uniqueMobile } from './outbox.ts';
import { E2E_DEMO_PASSWORD } from './server-env.ts';

// Accounts and merchants the browser tests set up through the API, as the pages would.

export type Session = { token: string; info: { merchants: { id: number; name: string }[] } };

export const login = (request: APIRequestContext, username: string, password: string) =>
  callApi<Session>(request, 'POST', 'login', { data: { username, password } });

/** A new user with no merchant, registered the way the register page does it. */
export async function registeredUser(request: APIRequestContext, password: string) {
  const mobile = uniqueMobile();
  const mail = `u${mobile}@example.com`;
  await callApi(request, 'POST', 'captcha', { data: { mobile, purpose: 'register' } });
  const captcha = await readCodeSentTo(mobile, 'register');
  await callApi(request, 'POST', 'register', { data: { mail, mobile, password, captcha } });
  return { mobile, mail, nickname: mail.split('@')[0]! };
}

/** A 1×1 PNG: signature, IHDR, one IDAT row, IEND. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads an image as `token`'s user and answers its id. */
export async function uploadImage(request: APIRequestContext, token: string, name = 'image.png') {
  const uploaded = await request.post('/api/uploads', {
    headers: { Authorization: token },
    multipart: { file: { name, mimeType: 'image/png', buffer: PNG } },
  });
  return ((await uploaded.json()) as { content: { file: { id: number } } }).content.file.id;
}

/** A credit code no other test uses, with a valid check character. */
export function uniqueCreditCode() {
  const first17 = `91440300${String(Date.now()).slice(-6)}${randomBytes(2).readUInt16BE() % 1000}`
    .padEnd(17, '0')
    .slice(0, 17);
  return `${first17}${creditCodeCheckChar(first17)}`;
}

/** A complete onboarding record of `token`'s user, submitted for review; answers its id. */
export async function submitRecord(request: APIRequestContext, token: string, name: string) {
  const licenceImageId = await uploadImage(request, token, 'licence.png');
  const { record } = await callApi<{ record: { id: number; version: number } }>(
    request,
    'POST',
    'merchantRecords',
    {
      token,
      data: {
        name,
        category: 'education',
        contactName: 'Li Lei',
        contactMobile: '13912345678',
        contactMail: 'contact@shop.example',
        provinceCode: '440000',
        cityCode: '440300',
        districtCode: '440305',
        address: '1 Science Park Road',
        creditCode: uniqueCreditCode(),
        legalPerson: 'Han Meimei',
        licenceImageId,
      },
    },
  );
  await callApi(request, 'POST', `merchantRecords/${record.id}/submit`, {
    token,
    data: { version: record.version },
  });
  return record.id;
}

/** The operator decides the pending submission of `kind` about `subjectId` through the API. */
export async function decideAsOperator(
  request: APIRequestContext,
  target: { kind: 'record' | 'licence' | 'activity'; subjectId: number },
  reason?: string,
) {
  const { token } = await login(request, 'admin@example.com', E2E_DEMO_PASSWORD);
  const { submissions } = await callApi<{ submissions: { id: number; subjectId: number }[] }>(
    request,
    'GET',
    `audit/submissions?kind=${target.kind}&status=pending&pageSize=100`,
    { token },
  );
  const submission = submissions.find((entry) => entry.subjectId === target.subjectId);
  if (!submission) throw new Error(`no pending ${target.kind} ${target.subjectId} in the queue`);
  await callApi(request, 'POST', `audit/submissions/${submission.id}/decision`, {
    token,
    data: reason ? { decision: 'reject', reason } : { decision: 'approve' },
  });
}

/**
 * The owner's signing licence, submitted through the API; approved by the operator when asked
 * (a paid activity needs an approved licence).
 */
export async function submitLicence(
  request: APIRequestContext,
  owner: { token: string; merchantId: number },
  approve = false,
) {
  const imageId = await uploadImage(request, owner.token, 'licence.png');
  await callApi(request, 'PUT', 'merchant/licence', {
    token: owner.token,
    data: {
      merchants_id: owner.merchantId,
      version: 0,
      subjectType: 'enterprise',
      holderName: 'Lakeside Ltd',
      credentialNumber: 'C-2026-009',
      imageIds: [imageId],
      legalPerson: '李四',
      legalIdNumber: '11010519491231002X',
      validUntil: '2030-01-31',
      accountName: 'Lakeside Ltd',
      bankName: '招商银行',
      accountNumber: '6225880112345678',
    },
  });
  if (!approve) return;
  const { token } = await login(request, 'admin@example.com', E2E_DEMO_PASSWORD);
  const { submissions } = await callApi<{
    submissions: { subjectId: number; merchantId: number | null }[];
  }>(request, 'GET', 'audit/submissions?kind=licence&status=pending&pageSize=100', { token });
  const mine = submissions.find((entry) => entry.merchantId === owner.merchantId);
  if (!mine) throw new Error(`no pending licence of merchant ${owner.merchantId}`);
  await decideAsOperator(request, { kind: 'licence', subjectId: mine.subjectId });
}

/** A new user who owns an approved merchant named `name`; signed in through the API. */
export async function merchantOwner(request: APIRequestContext, password: string, name: string) {
  const user = await registeredUser(request, password);
  const first = await login(request, user.mobile, password);
  const recordId = await submitRecord(request, first.token, name);
  await decideAsOperator(request, { kind: 'record', subjectId: recordId });
  const session = await login(request, user.mobile, password);
  const merchant = session.info.merchants.find((entry) => entry.name === name);
  if (!merchant) throw new Error(`merchant ${name} missing after approval`);
  return { ...user, token: session.token, merchantId: merchant.id };
}

/**
 * A new user added to the owner's merchant as a sub-account with only `permissions`, the way
 * /account/sub does it; answers the user (its password is `password`).
 */
export async function staffMember(
  request: APIRequestContext,
  owner: { token: string; merchantId: number },
  password: string,
  permissions: string[],
) {
  const user = await registeredUser(request, password);
  await callApi(request, 'POST', 'merchant/members', {
    token: owner.token,
    data: { mobile: user.mobile, permissions, merchants_id: owner.merchantId },
  });
  return user;
}
