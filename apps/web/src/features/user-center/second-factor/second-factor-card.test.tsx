import type {
  RecoveryCodesContent,
  SecondFactorStatus,
  TotpSetupContent,
} from '@console/contract/second-factor';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { ok } from '../../../lib/testing/answers';
import { initTestI18n } from '../../../lib/testing/i18n';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { signInToShop } from '../../../lib/testing/session';
import { SecondFactorCard } from './second-factor-card';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));

const CODES = Array.from(
  { length: 10 },
  (_, index) => `abcde-fgh${String(index).padStart(2, '0')}`,
);

const statusOf = (patch: Partial<SecondFactorStatus> = {}): SecondFactorStatus => ({
  totp: false,
  recoveryCodesLeft: 0,
  passkeys: [],
  requiredBy: [],
  ...patch,
});

type Call = { path: string; method?: string; body?: Record<string, unknown> };

/** Answers the status (a list of answers, the last repeated) and records every write. */
function serve(
  statuses: (SecondFactorStatus | Error)[],
  writes: Record<string, () => unknown> = {},
) {
  const calls: Call[] = [];
  let read = 0;
  request.mockImplementation((options: Call) => {
    calls.push(options);
    if (options.path === '/account/second-factor') {
      const answer = statuses[Math.min(read++, statuses.length - 1)]!;
      return answer instanceof Error
        ? Promise.reject(answer)
        : Promise.resolve(ok<SecondFactorStatus>(answer));
    }
    const write = writes[options.path];
    if (!write) return Promise.reject(new ApiError({ code: '9999', message: 'unexpected' }));
    try {
      return Promise.resolve(ok<unknown>(write()));
    } catch (error) {
      return Promise.reject(error);
    }
  });
  return calls;
}

beforeEach(() => {
  initTestI18n('en-US');
  signInToShop();
});

describe('two-step verification in /setting/account', () => {
  it('shows loading, then a failure with a retry that reads again', async () => {
    serve([new ApiError({ code: '9999', message: 'down' }), statusOf()]);
    renderWithProviders(<SecondFactorCard />);
    expect(screen.getByTestId('second-factor-loading')).toBeTruthy();
    await screen.findByText('Could not load the two-step verification settings');
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByTestId('totp-turn-on')).toBeTruthy();
    expect(screen.getByTestId('totp-state').textContent).toBe('Off');
    // No factor, no recovery codes row.
    expect(screen.queryByTestId('recovery-codes-renew')).toBeNull();
  });

  it('says which merchants require it, and the session learns it', async () => {
    serve([statusOf({ requiredBy: ['Harbour Tea', 'Night desk'] })]);
    renderWithProviders(<SecondFactorCard />);
    const alert = await screen.findByTestId('second-factor-required');
    expect(alert.textContent).toContain('Harbour Tea, Night desk requires a second factor');
    expect(useSessionStore.getState().user?.secondFactorRequiredBy).toEqual([
      'Harbour Tea',
      'Night desk',
    ]);
  });

  it('turns the app on: QR code and key, the first code, then the recovery codes once', async () => {
    const calls = serve(
      [
        statusOf({ requiredBy: ['Harbour Tea'] }),
        statusOf({ totp: true, recoveryCodesLeft: 10, requiredBy: ['Harbour Tea'] }),
      ],
      {
        '/account/totp/setup': () =>
          ({
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
          }) satisfies TotpSetupContent,
        '/account/totp/enable': () => ({ recoveryCodes: CODES }) satisfies RecoveryCodesContent,
      },
    );
    const user = userEvent.setup();
    renderWithProviders(<SecondFactorCard />);
    await user.click(await screen.findByTestId('totp-turn-on'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('totp-secret')).toBeTruthy();
    expect(within(dialog).getByTestId('totp-secret').textContent).toContain('JBSW Y3DP');
    expect(within(dialog).getByTestId('totp-qr')).toBeTruthy();
    // The app's code is 6 digits: the form says so before sending.
    await user.type(within(dialog).getByTestId('second-factor-code'), '12a');
    await user.click(within(dialog).getByTestId('second-factor-code-submit'));
    expect(
      await within(dialog).findByText('The code of the authenticator app is 6 digits!'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.path === '/account/totp/enable')).toEqual([]);
    await user.clear(within(dialog).getByTestId('second-factor-code'));
    await user.type(within(dialog).getByTestId('second-factor-code'), '123456{Enter}');
    const codes = await screen.findByTestId('recovery-codes');
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((code) => code.textContent),
    ).toEqual(CODES);
    expect(calls.find((call) => call.path === '/account/totp/enable')?.body).toEqual({
      code: '123456',
    });
    await user.click(screen.getByTestId('recovery-codes-saved'));
    await waitFor(() => expect(screen.getByTestId('totp-state').textContent).toBe('On'));
    expect(
      screen.getByText('10 of 10 unused: each signs you in once without your phone'),
    ).toBeTruthy();
    expect(screen.queryByTestId('second-factor-required')).toBeNull();
    expect(useSessionStore.getState().user?.secondFactorRequiredBy).toEqual([]);
  });

  it('turning off shows a wrong code under its field and keeps the app on', async () => {
    serve([statusOf({ totp: true, recoveryCodesLeft: 7 })], {
      '/account/totp/disable': () => {
        throw new ApiError({
          code: '1001',
          message: 'The code is wrong or has already been used',
          fields: { code: 'The code is wrong or has already been used' },
        });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SecondFactorCard />);
    await user.click(await screen.findByTestId('totp-turn-off'));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByTestId('second-factor-code'), 'abcde-fghjk{Enter}');
    expect(
      await within(dialog).findByText('The code is wrong or has already been used'),
    ).toBeTruthy();
    expect(screen.getByTestId('totp-state').textContent).toBe('On');
  });
});
