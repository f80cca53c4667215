import type { ProfileContent } from '@console/contract/account-profile';
import type { AccountSessionsContent, SignInsContent } from '@console/contract/account-sessions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-error';
import { ok } from '../../lib/testing/answers';
import { useSessionStore } from '../../lib/session/session-store';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { signInToShop } from '../../lib/testing/session';
import { AccountSettingsPage } from './account-settings-page';
import { UserCenterPage } from './user-center-page';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http/client', () => ({ request }));

const profile: ProfileContent = {
  nickname: 'Mia Chen',
  faceUrl: '',
  avatar: null,
  timeZone: 'Asia/Shanghai',
};

/** Answers the profile; a PUT answers `saved` (or fails with `failure`), and is recorded. */
function serve(answer: { saved?: ProfileContent; failure?: ApiError } = {}) {
  const writes: unknown[] = [];
  request.mockImplementation((options: { path: string; method?: string; body?: unknown }) => {
    if (options.path === '/account/sessions') {
      return Promise.resolve(ok<AccountSessionsContent>({ sessions: [] }));
    }
    if (options.path === '/account/sign-ins') {
      return Promise.resolve(ok<SignInsContent>({ signIns: [] }));
    }
    if (options.method === 'PUT') {
      writes.push(options.body);
      if (answer.failure) return Promise.reject(answer.failure);
      return Promise.resolve(ok<ProfileContent>(answer.saved ?? profile));
    }
    return Promise.resolve(ok<ProfileContent>(profile));
  });
  return writes;
}

beforeEach(() => {
  request.mockReset();
  serve();
});

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
    const heading = screen.getByRole('heading', { level: 2, name: 'Mia Chen' });
    expect(heading.getAttribute('title')).toBe('Mia Chen');
    const items = within(screen.getByTestId('user-merchants')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['ShopCurrent', 'Harbor']);
  });

  it('offers language, layout, password change and reset, each with its action', () => {
    initTestI18n('en-US');
    signInToShop();
    renderWithProviders(<AccountSettingsPage renderPasswordReset={() => null} />);
    const rows = within(screen.getByTestId('account-settings')).getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    expect(rows[0]!.textContent).toContain('Interface language');
    expect(rows[0]!.textContent).toContain('Your language preference is saved');
    expect(rows[1]!.textContent).toContain('Layout settings');
    expect(rows[2]!.textContent).toContain('Enter your current password');
    expect(within(rows[1]!).getByTestId('account-open-settings').textContent).toBe(
      'Open layout settings',
    );
    expect(within(rows[2]!).getByTestId('account-change-password').textContent).toBe(
      'Change password',
    );
    expect(rows[3]!.textContent).toContain('Forgot password');
    expect(within(rows[3]!).getByTestId('account-reset-password').textContent).toBe(
      'Reset with a code',
    );
  });
});

describe('/setting/user profile', () => {
  it('saves the nickname and time zone, and the header reads the new nickname at once', async () => {
    initTestI18n('en-US');
    signInToShop();
    const writes = serve({ saved: { ...profile, nickname: 'Mia' } });
    renderWithProviders(<UserCenterPage />);
    const nickname = await screen.findByTestId('profile-nickname');
    expect((nickname as HTMLInputElement).value).toBe('Mia Chen');
    const user = userEvent.setup();
    await user.clear(nickname);
    await user.type(nickname, 'Mia');
    await user.click(screen.getByTestId('profile-save'));
    await waitFor(() =>
      expect(writes).toEqual([{ nickname: 'Mia', avatarImageId: null, timeZone: 'Asia/Shanghai' }]),
    );
    await waitFor(() => expect(useSessionStore.getState().user?.nickname).toBe('Mia'));
  });

  it('checks the nickname before sending, and shows the server field messages', async () => {
    initTestI18n('en-US');
    signInToShop();
    const writes = serve({
      failure: new ApiError({
        code: '1001',
        message: 'bad',
        fields: { timeZone: 'account.timeZoneInvalid' },
      }),
    });
    renderWithProviders(<UserCenterPage />);
    const nickname = await screen.findByTestId('profile-nickname');
    const user = userEvent.setup();
    await user.clear(nickname);
    await user.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Please enter a nickname')).toBeTruthy();
    expect(writes).toEqual([]);
    await user.type(nickname, 'Mia');
    await user.click(screen.getByTestId('profile-save'));
    expect(
      await screen.findByText('Please choose a valid time zone (IANA name, e.g. Asia/Shanghai)'),
    ).toBeTruthy();
    expect(writes).toHaveLength(1);
  });
});
