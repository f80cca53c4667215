import type { APIRequestContext } from '@playwright/test';
import { creditCodeCheckChar } from '@console/contract/credit-code';
import { expect, test } from './support/test.ts';
import { operatorPage, PASSWORD, PNG, registeredUser, signIn } from './support/onboarding.ts';
import { callApi } from './support/api.ts';
import { E2E_DEMO_PASSWORD } from './support/server-env.ts';

// DESIGN §4 signing licence (/account/license) and its audit.

type Session = { token: string };
type Submission = { id: number; title: string };

/** A user whose record the operator approved through the API: the owner of a new merchant. */
async function merchantOwner(request: APIRequestContext) {
  const user = await registeredUser(request);
  const { token } = await callApi<Session>(request, 'POST', 'login', {
    data: { username: user.mobile, password: PASSWORD },
  });
  const upload = await request.fetch('/api/uploads', {
    method: 'POST',
    headers: { Authorization: token },
    multipart: { file: { name: 'l.png', mimeType: 'image/png', buffer: PNG } },
  });
  const image = ((await upload.json()) as { content: { file: { id: number } } }).content.file;
  const first17 = `9144030${user.mobile.slice(-8)}MA`.slice(0, 17);
  const name = `Licence shop ${user.mobile}`;
  const { record } = await callApi<{ record: { id: number; version: number } }>(
    request,
    'POST',
    'merchantRecords',
    {
      token,
      data: {
        name,
        category: 'food',
        contactName: 'Li',
        contactMobile: user.mobile,
        contactMail: user.mail,
        provinceCode: '440000',
        cityCode: '440300',
        districtCode: '440304',
        address: 'Road 1',
        creditCode: `${first17}${creditCodeCheckChar(first17)}`,
        legalPerson: 'Li',
        licenceImageId: image.id,
      },
    },
  );
  await callApi(request, 'POST', `merchantRecords/${record.id}/submit`, {
    token,
    data: { version: record.version },
  });
  const admin = await callApi<Session>(request, 'POST', 'login', {
    data: { username: 'admin@example.com', password: E2E_DEMO_PASSWORD },
  });
  const { submissions } = await callApi<{ submissions: Submission[] }>(
    request,
    'GET',
    `audit/submissions?kind=record&keyword=${encodeURIComponent(name)}`,
    { token: admin.token },
  );
  await callApi(request, 'POST', `audit/submissions/${submissions[0]!.id}/decision`, {
    token: admin.token,
    data: { decision: 'approve' },
  });
  return user;
}

test('signing licence: the owner submits it, the operator approves it, numbers stay masked', async ({
  page,
  browser,
  baseURL,
}) => {
  const user = await merchantOwner(page.request);
  const holder = `Holder ${user.mobile}`;
  await signIn(page, user.mobile, PASSWORD);
  await page.goto('/account/license');
  await expect(page.getByTestId('licence-status')).toHaveText('未提交');
  await page.locator('#licence_subjectType').click();
  await page.getByTitle('企业').click();
  await page.locator('#licence_holderName').fill(holder);
  await page.locator('#licence_credentialNumber').fill('C-2026-001');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await page.locator('#licence_legalPerson').fill('李四');
  await page.locator('#licence_legalIdNumber').fill('11010519491231002X');
  await page.locator('#licence_validUntil').fill('2030-01-31');
  await page.locator('#licence_validUntil').press('Enter');
  await page.locator('#licence_accountName').fill(holder);
  await page.locator('#licence_bankName').fill('招商银行');
  await page.locator('#licence_accountNumber').fill('6225880112345678');
  await page.getByTestId('licence-submit').click();
  await expect(page.getByTestId('licence-status')).toHaveText('审核中');
  await expect(page.locator('#licence_accountNumber')).toHaveAttribute('placeholder', /\*/);

  const operator = await operatorPage(browser, baseURL);
  await operator.goto('/audit/licences');
  const row = operator.locator('[data-testid^="audit-row-"]', { hasText: holder });
  await row.getByRole('link').click();
  const account = operator.getByTestId('audit-field-accountNumberMasked');
  await expect(account).toContainText('5678');
  await expect(account).not.toContainText('62258801');
  await expect(operator.getByTestId('audit-field-subjectType')).toHaveText('企业');
  await operator.getByTestId('audit-approve').click();
  await operator.getByTestId('confirm-ok').click();
  await expect(operator.getByTestId('audit-detail-status')).toHaveText('已通过');
  await operator.context().close();

  await page.reload();
  await expect(page.getByTestId('licence-status')).toHaveText('已通过');
});
