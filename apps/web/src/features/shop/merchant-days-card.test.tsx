import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { ok, openMenus, shopContext } from '../../lib/testing/answers';
import { signInToShop } from '../../lib/testing/session';
import { MerchantDaysCard } from './merchant-days-card';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http/client', () => ({ request }));

type Call = { path: string; method?: string; body?: unknown };
const writes = () =>
  request.mock.calls.map((args) => args[0] as Call).filter((call) => call.method === 'PUT');

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
  request.mockImplementation(({ path, method }: Call) => {
    if (path === '/merchant/context') return Promise.resolve(shopContext('owner', []));
    if (path === '/menus') return Promise.resolve(openMenus());
    if (method === 'PUT') return Promise.resolve(ok<{ timeZone: string }>({ timeZone: 'UTC' }));
    return Promise.reject(new Error(`unexpected ${path}`));
  });
});

describe("the merchant's days (docs/home.md)", { timeout: 60_000 }, () => {
  it('shows the zone and lets an editor choose another, saved once', async () => {
    renderWithProviders(<MerchantDaysCard canEdit />);
    const card = await screen.findByTestId('merchant-days');
    expect(within(card).getByText('Asia/Shanghai')).toBeTruthy();
    const save = screen.getByTestId('merchant-days-save');
    expect(save).toHaveProperty('disabled', true);
    const user = userEvent.setup();
    // The field is antd's Select stand-in until the pointer reaches it (DeferredSelect, tested
    // in deferred-fields.test): the real one is awaited first, as its first import outlasted a
    // shorter wait on a busy CI machine.
    await user.hover(screen.getByRole('combobox', { name: 'Time zone' }));
    await waitFor(() => expect(card.querySelector('.ant-select')).not.toBeNull(), {
      timeout: 30_000,
    });
    await user.click(screen.getByRole('combobox', { name: 'Time zone' }));
    await user.keyboard('UTC');
    await user.click(await screen.findByTitle('UTC', {}, { timeout: 10_000 }));
    expect(save).toHaveProperty('disabled', false);
    await user.dblClick(save);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ path: '/merchant/time-zone', body: { timeZone: 'UTC' } });
  });

  it('only shows the zone to a member who may not edit the shop', async () => {
    renderWithProviders(<MerchantDaysCard canEdit={false} />);
    expect((await screen.findByTestId('merchant-days-zone-text')).textContent).toBe(
      'Asia/Shanghai',
    );
    expect(screen.queryByTestId('merchant-days-save')).toBeNull();
  });
});
