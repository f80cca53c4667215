import type { ChangeContactContent } from '@console/contract/account-security';
import type { SendCaptchaContent } from '@console/contract/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { useSessionStore } from '../../../lib/session/session-store';
import { ok } from '../../../lib/testing/answers';
import { initTestI18n } from '../../../lib/testing/i18n';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { signInToShop } from '../../../lib/testing/session';
import { ChangeContactDialog } from './change-contact-dialog';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/http/client', () => ({ request }));

type Call = { method: string; path: string; body: unknown };

/** Records every call; the code is sent, the save answers `saveFailure` or the new mobile. */
function serve(answers: { sendFailure?: ApiError; saveFailure?: ApiError } = {}) {
  const calls: Call[] = [];
  request.mockImplementation((options: Call) => {
    calls.push({ method: options.method, path: options.path, body: options.body });
    if (options.path === '/account/contact/code') {
      if (answers.sendFailure) return Promise.reject(answers.sendFailure);
      return Promise.resolve(ok<SendCaptchaContent>({ resendAfter: 60 }));
    }
    if (answers.saveFailure) return Promise.reject(answers.saveFailure);
    return Promise.resolve(ok<ChangeContactContent>({ mail: 'm@x.cn', mobile: '13900000000' }));
  });
  return calls;
}

const rejected = (field: string, message: string) =>
  new ApiError({ code: '1001', message, fields: { [field]: message } });

beforeEach(() => {
  request.mockReset();
  initTestI18n('en-US');
  signInToShop();
});

describe('/setting/account change mobile', () => {
  it('checks the new mobile before sending a code', async () => {
    const calls = serve();
    renderWithProviders(<ChangeContactDialog channel="mobile" open onClose={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('contact-to'), '123');
    await user.click(screen.getByTestId('contact-send-code'));
    expect(await screen.findByText('the mobile number format is incorrect!')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('shows a mobile used by another account under the field, with no countdown', async () => {
    serve({ sendFailure: rejected('to', 'This mobile number is already used by another account') });
    renderWithProviders(<ChangeContactDialog channel="mobile" open onClose={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('contact-to'), '13900000000');
    await user.click(screen.getByTestId('contact-send-code'));
    expect(
      await screen.findByText('This mobile number is already used by another account'),
    ).toBeTruthy();
    expect(screen.getByTestId('contact-send-code').textContent).toBe('Get captcha');
  });

  it('sends the code, counts down, saves with it and updates the signed-in user', async () => {
    const calls = serve();
    const onClose = vi.fn();
    renderWithProviders(<ChangeContactDialog channel="mobile" open onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('contact-to'), '13900000000');
    await user.click(screen.getByTestId('contact-send-code'));
    const button = screen.getByTestId('contact-send-code') as HTMLButtonElement;
    await waitFor(() => expect(button.textContent).toBe('Resend in 60s'));
    expect(button.disabled).toBe(true);
    await user.type(screen.getByTestId('contact-code'), '123456');
    await user.click(screen.getByTestId('contact-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/account/contact/code', { channel: 'mobile', to: '13900000000' }],
      ['PUT', '/account/contact', { channel: 'mobile', to: '13900000000', code: '123456' }],
    ]);
    expect(useSessionStore.getState().user?.mobile).toBe('13900000000');
  });

  it('shows a wrong code under the code and keeps the user as it was', async () => {
    serve({ saveFailure: rejected('code', 'The captcha is wrong or has expired') });
    const onClose = vi.fn();
    renderWithProviders(<ChangeContactDialog channel="mobile" open onClose={onClose} />);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('contact-to'), '13900000000');
    await user.type(screen.getByTestId('contact-code'), '000000');
    await user.click(screen.getByTestId('contact-submit'));
    expect(await screen.findByText('The captcha is wrong or has expired')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(useSessionStore.getState().user?.mobile).toBe('');
  });
});
