import type { ChangePasswordContent } from '@console/contract/account-security';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { ok } from '../../../lib/testing/answers';
import { initTestI18n } from '../../../lib/testing/i18n';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { signInToShop } from '../../../lib/testing/session';
import { ChangePasswordDialog } from './change-password-dialog';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));

/** Every PUT is recorded; it answers `failure` if given, else one other session ended. */
function serve(failure?: ApiError) {
  const writes: unknown[] = [];
  request.mockImplementation((options: { body?: unknown }) => {
    writes.push(options.body);
    if (failure) return Promise.reject(failure);
    return Promise.resolve(ok<ChangePasswordContent>({ revoked: 1 }));
  });
  return writes;
}

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
});

async function fill(current: string, password: string, confirm: string) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByTestId('password-current'), current);
  if (password) await user.type(screen.getByTestId('password-new'), password);
  if (confirm) await user.type(screen.getByTestId('password-confirm'), confirm);
  await user.click(screen.getByTestId('password-submit'));
}

describe('/setting/account change password', () => {
  it('checks the fields before sending: current required, the rule, the confirmation', async () => {
    const writes = serve();
    renderWithProviders(<ChangePasswordDialog open onClose={() => {}} />);
    await fill('', 'short', 'other');
    expect(await screen.findByText('Please enter the current password!')).toBeTruthy();
    expect(
      screen.getByText('The password must be 8–64 characters with both letters and digits!'),
    ).toBeTruthy();
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('sends the current and the new password, says so and closes', async () => {
    const writes = serve();
    const onClose = vi.fn();
    renderWithProviders(<ChangePasswordDialog open onClose={onClose} />);
    await fill('Secret123', 'Changed456', 'Changed456');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes).toEqual([{ current: 'Secret123', password: 'Changed456' }]);
    expect(await screen.findByText('Password changed; 1 other device(s) signed out')).toBeTruthy();
  });

  it('shows the server message under the current password and stays open', async () => {
    const writes = serve(
      new ApiError({
        code: '1001',
        message: 'The current password is wrong',
        fields: { current: 'The current password is wrong' },
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<ChangePasswordDialog open onClose={onClose} />);
    await fill('Wrong1234', 'Changed456', 'Changed456');
    expect(await screen.findByText('The current password is wrong')).toBeTruthy();
    expect(writes).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
