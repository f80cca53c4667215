import { randomBytes } from 'node:crypto';
import { creditCodeCheckChar } from '@console/contract/credit-code';
import { BUILT_IN_ROLES } from '@console/contract/system-roles';
import { holdOnlyRole } from './system-fixtures.ts';
import type { TestApp, TestUser } from './helper.ts';

/** Smallest files whose first bytes prove their type (content after the signature is noise). */
export const IMAGE_BYTES = {
  'image/png': Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(64)]),
  'image/jpeg': Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]),
  'image/webp': Buffer.concat([
    Buffer.from('RIFF\x40\x00\x00\x00WEBPVP8 ', 'latin1'),
    randomBytes(64),
  ]),
};

/** A multipart/form-data body, built by hand like a browser's FormData would send it. */
export function multipartBody(
  parts: { name: string; filename?: string; type?: string; data: Buffer }[],
) {
  const boundary = `----console${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
        (part.filename ? `; filename="${part.filename}"` : '') +
        `\r\n` +
        (part.type ? `Content-Type: ${part.type}\r\n` : '') +
        `\r\n`,
    ),
    part.data,
    Buffer.from('\r\n'),
  ]);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function upload(
  t: TestApp,
  token: string,
  type: string,
  data: Buffer,
  filename = 'licence.png',
) {
  const { payload, contentType } = multipartBody([{ name: 'file', filename, type, data }]);
  return t.call('POST', '/api/uploads', {
    token,
    payload,
    headers: { 'content-type': contentType },
    locale: 'en-US',
  });
}

/** A valid unified social credit code, different on each call. */
export function creditCode(): string {
  const digits = Array.from({ length: 9 }, () => String(Math.floor(Math.random() * 10))).join('');
  const first17 = `91440300${digits}`;
  return `${first17}${creditCodeCheckChar(first17)}`;
}

/** A complete record form (DESIGN §4), with a licence image uploaded by the user. */
export async function recordForm(
  t: TestApp,
  user: TestUser,
  name = `Shop ${randomBytes(3).toString('hex')}`,
) {
  const image = await upload(t, user.token, 'image/png', IMAGE_BYTES['image/png']);
  return {
    name,
    category: 'education',
    contactName: 'Li Lei',
    contactMobile: '13912345678',
    contactMail: 'contact@shop.example',
    provinceCode: '440000',
    cityCode: '440300',
    districtCode: '440305',
    address: '1 Science Park Road',
    creditCode: creditCode(),
    legalPerson: 'Han Meimei',
    licenceImageId: image.body.content.file.id as number,
    description: 'Weekend workshops',
  };
}

/**
 * A new user holding only ROLE_OP or ROLE_ADMIN (users.role follows by trigger, docs/system.md "Who
 * may call").
 */
export async function makeOperator(t: TestApp, role: 'op' | 'admin' = 'op') {
  const user = await t.register();
  await holdOnlyRole(t.db, user.id, role === 'op' ? BUILT_IN_ROLES.op : BUILT_IN_ROLES.admin);
  return user;
}

/** Creates and submits a record through the API; answers the pending record. */
export async function submitNewRecord(t: TestApp, user: TestUser, name?: string) {
  const form = await recordForm(t, user, name);
  const created = await t.call('POST', '/api/merchantRecords', {
    token: user.token,
    payload: form,
  });
  const record = created.body.content.record;
  const submitted = await t.call('POST', `/api/merchantRecords/${record.id}/submit`, {
    token: user.token,
    payload: { version: record.version },
  });
  if (submitted.body.code !== '0000') throw new Error(JSON.stringify(submitted.body));
  return submitted.body.content.record as { id: number; version: number; name: string };
}

/** The pending audit submission of a subject, as the queue shows it. */
export async function pendingSubmission(
  t: TestApp,
  operator: TestUser,
  kind: string,
  subjectId: number,
) {
  const answer = await t.call('GET', '/api/audit/submissions', {
    token: operator.token,
    query: { kind, pageSize: '100' },
  });
  const submissions = answer.body.content.submissions as { id: number; subjectId: number }[];
  return submissions.find((submission) => submission.subjectId === subjectId)!;
}

export async function decide(
  t: TestApp,
  operator: TestUser,
  submissionId: number,
  decision: 'approve' | 'reject',
  reason?: string,
) {
  return t.call('POST', `/api/audit/submissions/${submissionId}/decision`, {
    token: operator.token,
    payload: { decision, ...(reason === undefined ? {} : { reason }) },
    locale: 'en-US',
  });
}
