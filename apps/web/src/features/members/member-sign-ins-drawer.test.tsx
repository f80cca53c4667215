import type { MemberSignIn, MemberSignInsContent } from '@console/contract/member-sign-ins';
import type { MerchantMember } from '@console/contract/merchants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-error';
import { ok, shopContext } from '../../lib/testing/answers';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { signInToShop } from '../../lib/testing/session';
import { MemberSignInsDrawer } from './member-sign-ins-drawer';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http/client', () => ({ request }));

const staff: MerchantMember = {
  id: 2,
  userId: 11,
  nickname: 'Staff',
  mobile: '138****0002',
  role: 'member',
  permissions: ['order:view'],
  status: 'active',
};

const signIns: MemberSignIn[] = [
  {
    id: 3,
    at: '2026-11-20T03:00:00.000Z',
    ip: '10.0.0.9',
    browser: 'Chrome 120 · Windows',
    method: 'password',
    secondFactor: 'totp',
  },
  {
    id: 2,
    at: '2026-11-19T02:00:00.000Z',
    ip: '10.0.0.8',
    browser: '',
    method: 'code',
    secondFactor: null,
  },
];

/** The sign-ins answer: a list, a promise that never settles (loading) or a failure first. */
function serve(answer: MemberSignIn[] | 'pending' | 'fail-first') {
  let failing = answer === 'fail-first';
  request.mockImplementation((options: { path: string }) => {
    if (options.path === '/merchant/context') return Promise.resolve(shopContext('owner', []));
    if (answer === 'pending') return new Promise(() => undefined);
    if (failing) {
      failing = false;
      return Promise.reject(new ApiError({ code: '9999', message: 'down' }));
    }
    const list = Array.isArray(answer) ? answer : signIns;
    return Promise.resolve(ok<MemberSignInsContent>({ signIns: list }));
  });
}

const browserZone = process.env.TZ;
beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
});
afterEach(() => {
  process.env.TZ = browserZone;
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('a member’s sign-ins (docs/auth.md "Sign-ins")', () => {
  it('lists them on the merchant’s clock, with the method and second factor in words', async () => {
    // A browser elsewhere: the merchant's offset follows the time.
    process.env.TZ = 'America/Los_Angeles';
    serve(signIns);
    renderWithProviders(<MemberSignInsDrawer member={staff} onClose={() => undefined} />);
    const drawer = await screen.findByTestId('member-sign-ins-drawer');
    expect(within(drawer).getByText('Sign-ins of Staff')).toBeTruthy();
    const table = within(drawer).getByTestId('member-sign-ins-table');
    await waitFor(() => expect(table.textContent).toContain('(UTC+08:00)'));
    expect(rowsOf(table)).toEqual([
      [
        '2026-11-20 11:00:00 (UTC+08:00)',
        '10.0.0.9',
        'Chrome 120 · Windows',
        'Password',
        'Authenticator app',
      ],
      ['2026-11-19 10:00:00 (UTC+08:00)', '10.0.0.8', '—', 'SMS code', 'None'],
    ]);
    const asked = request.mock.calls.map((args) => (args[0] as { path: string }).path);
    expect(asked).toContain('/merchant/members/11/sign-ins');
  });

  it('shows the labels in Chinese', async () => {
    initTestI18n('zh-CN');
    serve(signIns);
    renderWithProviders(<MemberSignInsDrawer member={staff} onClose={() => undefined} />);
    const table = await screen.findByTestId('member-sign-ins-table');
    await waitFor(() => expect(table.textContent).toContain('身份验证器'));
    expect(table.textContent).toContain('短信验证码');
    expect(table.textContent).toContain('登录方式');
  });

  it('spins while loading, without saying there are none', async () => {
    serve('pending');
    renderWithProviders(<MemberSignInsDrawer member={staff} onClose={() => undefined} />);
    const table = await screen.findByTestId('member-sign-ins-table');
    expect(document.querySelector('.ant-spin-spinning')).not.toBeNull();
    expect(table.textContent).not.toContain('No sign-ins yet');
  });

  it('says when there are none', async () => {
    serve([]);
    renderWithProviders(<MemberSignInsDrawer member={staff} onClose={() => undefined} />);
    const table = await screen.findByTestId('member-sign-ins-table');
    await waitFor(() => expect(table.textContent).toContain('No sign-ins yet'));
  });

  it('offers a retry when they cannot be loaded', async () => {
    serve('fail-first');
    renderWithProviders(<MemberSignInsDrawer member={staff} onClose={() => undefined} />);
    const error = await screen.findByTestId('member-sign-ins-error');
    expect(error.textContent).toContain('The sign-ins could not be loaded');
    await userEvent.setup().click(within(error).getByRole('button'));
    expect(await screen.findByText('Chrome 120 · Windows')).toBeTruthy();
  });
});
