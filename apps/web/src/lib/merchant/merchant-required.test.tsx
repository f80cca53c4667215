import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../session/session-store';
import { initTestI18n } from '../testing/i18n';
import { renderWithProviders } from '../testing/render-with-providers';
import { signInToShop } from '../testing/session';
import { requireMerchant } from './merchant-required';

// A merchant page without a merchant is one clear state (spec §6; docs/web.md "Merchant pages
// without a merchant").
const Page = requireMerchant(() => <p>orders table</p>);

describe('requireMerchant', () => {
  beforeEach(() => signInToShop());

  it.each([
    ['en-US', 'Please register a merchant first', 'Register a merchant'],
    ['zh-CN', '请先注册商户', '填写商户资料'],
  ] as const)('shows the register state in %s instead of the page', (locale, title, action) => {
    initTestI18n(locale);
    useSessionStore.setState({ company: null });
    renderWithProviders(<Page />);
    expect(screen.getByTestId('no-merchant').textContent).toContain(title);
    expect(screen.getByTestId('no-merchant-register').textContent).toContain(action);
    expect(screen.queryByText('orders table')).toBeNull();
  });

  it('renders the page once a merchant is chosen', () => {
    initTestI18n('en-US');
    renderWithProviders(<Page />);
    expect(screen.getByText('orders table')).toBeTruthy();
    expect(screen.queryByTestId('no-merchant')).toBeNull();
  });
});
