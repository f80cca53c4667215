import type { SessionContent } from '@console/contract/auth';
import type { ErrorContent } from '@console/contract/envelope';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session/session-store';
import { installFakeFeedback } from '../../lib/testing/fake-feedback';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { SecondFactorStep } from './second-factor-step';
import { json, serve, session } from './sign-in-test-server';

// The sign-in's second step (docs/auth.md "Signing in").
function setup(methods: ('totp' | 'recovery' | 'passkey')[] = ['totp', 'recovery']) {
  const onSignedIn = vi.fn();
  const onRestart = vi.fn();
  renderWithProviders(
    <SecondFactorStep
      challenge={{ ticket: 'ticket-1', methods }}
      remember
      onSignedIn={onSignedIn}
      onRestart={onRestart}
    />,
  );
  const input = document.getElementById('secondFactor_code') as HTMLInputElement;
  return { user: userEvent.setup(), input, onSignedIn, onRestart };
}

beforeEach(() => {
  initTestI18n('en-US');
  useSessionStore.getState().clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the second step of signing in', () => {
  it('sends the ticket and the trimmed code, then signs in', async () => {
    const fetchMock = serve(() =>
      json<SessionContent>(200, { code: '0000', msg: 'success', content: session }),
    );
    const { user, input, onSignedIn } = setup();
    const toasts = installFakeFeedback();
    expect(screen.getByTestId('second-factor-text').textContent).toContain('6-digit code');
    await user.type(input, ' 123 456 {Enter}');
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls.find(([url]) => url.includes('second-factor'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ ticket: 'ticket-1', code: '123 456' });
    expect(useSessionStore.getState().token).toBe(session.token);
    expect(toasts).toContainEqual({ type: 'success', content: 'Signed in' });
  });

  it('asks for a code before sending anything', async () => {
    const fetchMock = serve(() => json<null>(500, { code: '9999', msg: 'x', content: null }));
    const { user, input } = setup();
    await user.click(screen.getByTestId('second-factor-submit'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter the code!')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong code under the field and stays on the step', async () => {
    serve(() =>
      json<ErrorContent>(400, {
        code: '1001',
        msg: 'The code is wrong or has already been used',
        content: { fields: { code: 'The code is wrong or has already been used' } },
      }),
    );
    const { user, input, onSignedIn, onRestart } = setup();
    installFakeFeedback();
    await user.type(input, '000000{Enter}');
    await screen.findByText('The code is wrong or has already been used');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(onRestart).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBeFalsy();
  });

  it('starts over when the sign-in has expired', async () => {
    serve(() =>
      json<ErrorContent>(400, {
        code: '1001',
        msg: 'This sign-in has expired, please sign in again',
        content: null,
      }),
    );
    const { user, input, onRestart } = setup();
    const toasts = installFakeFeedback();
    await user.type(input, '123456{Enter}');
    await vi.waitFor(() => expect(onRestart).toHaveBeenCalledTimes(1));
    expect(toasts).toContainEqual({
      type: 'error',
      content: 'This sign-in has expired, please sign in again',
    });
  });

  it('asks for a recovery code when the account has no authenticator app', () => {
    setup(['recovery', 'passkey']);
    expect(screen.getByLabelText('Recovery code')).toBeTruthy();
  });
});
