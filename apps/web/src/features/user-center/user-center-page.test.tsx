import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../lib/session/session-store';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { signInToShop } from '../../lib/testing/session';
import { AccountSettingsPage } from './account-settings-page';
import { UserCenterPage } from './user-center-page';

describe('/setting/user and /setting/account', () => {
  it('names the user in the heading and lists their merchants, the current one marked', () => {
    initTestI18n('en-US');
    signInToShop();
    useSessionStore.setState((state) => ({
      user: state.user && {
        ...state.user,
        nickname: 'Mia Chen',
        merchants: [
          { id: 7, name: 'Shop' },
          { id: 9, name: 'Harbor' },
        ],
      },
    }));
    renderWithProviders(<UserCenterPage />);
    const heading = screen.getByRole('heading', { level: 4, name: 'Mia Chen' });
    expect(heading.getAttribute('title')).toBe('Mia Chen');
    const items = within(screen.getByText('My merchants').closest('.ant-card')!).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual(['ShopCurrent', 'Harbor']);
  });

  it('offers language, layout and password, each with its action', () => {
    initTestI18n('en-US');
    signInToShop();
    renderWithProviders(<AccountSettingsPage renderPasswordReset={() => null} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('Interface language');
    expect(rows[0]!.textContent).toContain('Your language preference is saved');
    expect(rows[1]!.textContent).toContain('Layout settings');
    expect(rows[2]!.textContent).toContain('Password');
    expect(within(rows[1]!).getByTestId('account-open-settings').textContent).toBe(
      'Open layout settings',
    );
    expect(within(rows[2]!).getByTestId('account-change-password').textContent).toBe(
      'Change password',
    );
  });
});
