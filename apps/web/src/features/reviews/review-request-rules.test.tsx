import type { ReviewRequestRulesContent } from '@console/contract/review-requests';
import type { MemberRole, PermissionKey } from '@console/contract/roles';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-error';
import { ok, openMenus, shopContext } from '../../lib/testing/answers';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { signInToShop } from '../../lib/testing/session';
import { ReviewRequestRules } from './review-request-rules';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http/client', () => ({ request }));

type Call = { method?: string; path: string; body?: unknown };
let put: (body: unknown) => Promise<unknown>;

/** A member with these keys in a merchant whose reminders are `reminders`. */
function serve(role: MemberRole, permissions: PermissionKey[], reminders = true) {
  request.mockImplementation(({ method, path, body }: Call) => {
    if (path === '/merchant/context') return Promise.resolve(shopContext(role, permissions));
    if (path === '/menus') return Promise.resolve(openMenus());
    if (path === '/reviews/request-rules' && method === 'PUT') return put(body);
    if (path === '/reviews/request-rules')
      return Promise.resolve(ok<ReviewRequestRulesContent>({ rules: { reminders } }));
    return Promise.reject(new Error(`unexpected ${path}`));
  });
}

const puts = () =>
  request.mock.calls
    .map((args) => args[0] as Call)
    .filter((call) => call.path === '/reviews/request-rules' && call.method === 'PUT');
const reminders = () => screen.getByTestId('review-request-reminders');
/** The switch once the rules are read and the member's keys known. */
const settled = async (state: 'true' | 'false', disabled: boolean) =>
  waitFor(() => {
    expect(reminders().getAttribute('aria-checked')).toBe(state);
    expect(reminders().hasAttribute('disabled')).toBe(disabled);
  });

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
  put = (body) =>
    Promise.resolve(
      ok<ReviewRequestRulesContent>({ rules: body as ReviewRequestRulesContent['rules'] }),
    );
});

// antd's dialogs animate in jsdom: slow on a loaded machine.
describe(
  'review request reminders (docs/reviews.md "Review requests")',
  { timeout: 20_000 },
  () => {
    it('shows whether customers are reminded, as the server says', async () => {
      serve('owner', [], false);
      renderWithProviders(<ReviewRequestRules />);
      await settled('false', false);
      expect(screen.getByText('Review requests')).toBeTruthy();
      expect(
        screen.getByRole('switch', {
          name: 'Remind customers who have not reviewed (after 3 and 7 days)',
        }),
      ).toBe(reminders());
      expect(screen.queryByTestId('review-request-rules-hint')).toBeNull();
    });

    it('asks the owner before turning reminders off, then sends the change once', async () => {
      serve('owner', []);
      renderWithProviders(<ReviewRequestRules />);
      await settled('true', false);
      const user = userEvent.setup();

      await user.click(reminders());
      expect(await screen.findAllByText('Turn review reminders off?')).not.toHaveLength(0);
      await user.click(screen.getByTestId('confirm-cancel'));
      expect(puts()).toHaveLength(0);
      expect(reminders().getAttribute('aria-checked')).toBe('true');

      await user.click(reminders());
      await user.click((await screen.findAllByTestId('confirm-ok')).at(-1)!);
      await waitFor(() => expect(reminders().getAttribute('aria-checked')).toBe('false'));
      expect(puts()).toHaveLength(1);
      expect(puts()[0]!.body).toEqual({ reminders: false });
      expect(await screen.findByText('Review reminders off')).toBeTruthy();

      // On again: nothing is stopped, so nothing is asked.
      await user.click(reminders());
      await waitFor(() => expect(reminders().getAttribute('aria-checked')).toBe('true'));
      expect(puts().map((call) => call.body)).toEqual([{ reminders: false }, { reminders: true }]);
    });

    it('shows a member who may not edit the shop the setting, disabled, and why', async () => {
      initTestI18n('zh-CN');
      serve('member', ['review:reply']);
      renderWithProviders(<ReviewRequestRules />);
      await settled('true', true);
      expect(screen.getByText('提醒未评价的顾客（3 天和 7 天后）')).toBeTruthy();
      expect(screen.getByTestId('review-request-rules-hint').textContent).toBe(
        '仅限有“编辑店铺”权限的成员修改',
      );
      await userEvent.setup().click(reminders());
      expect(puts()).toHaveLength(0);
    });

    it("shows the server's refusal in place and keeps the switch as it was", async () => {
      serve('member', ['shop:edit', 'review:reply'], false);
      put = () =>
        Promise.reject(
          new ApiError({ code: '1003', message: 'You may not edit this shop', httpStatus: 403 }),
        );
      renderWithProviders(<ReviewRequestRules />);
      await settled('false', false);
      await userEvent.setup().click(reminders());
      expect((await screen.findByTestId('review-request-rules-refused')).textContent).toContain(
        'You may not edit this shop',
      );
      expect(puts()).toHaveLength(1);
      expect(reminders().getAttribute('aria-checked')).toBe('false');
    });

    it('says when the setting cannot be read, and reads it again', async () => {
      serve('owner', []);
      const served = request.getMockImplementation()!;
      let fail = true;
      request.mockImplementation((call: Call) =>
        call.path === '/reviews/request-rules' && fail
          ? Promise.reject(new ApiError({ code: 'network', message: 'offline' }))
          : served(call),
      );
      renderWithProviders(<ReviewRequestRules />);
      const failed = await screen.findByTestId('review-request-rules-error');
      expect(failed.textContent).toContain('The review request settings could not be loaded');
      expect(reminders().hasAttribute('disabled')).toBe(true);
      fail = false;
      await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
      await settled('true', false);
      expect(screen.queryByTestId('review-request-rules-error')).toBeNull();
    });
  },
);
