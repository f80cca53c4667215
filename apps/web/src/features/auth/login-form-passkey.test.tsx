import type { SessionContent } from '@console/contract/auth';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session/session-store';
import { USER_STORAGE_KEY } from '../../lib/session/session-persistence';
import { installFakeFeedback } from '../../lib/testing/fake-feedback';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { LoginForm } from './login-form';
import { json, serve, session } from './sign-in-test-server';

beforeEach(() => {
  useSessionStore.getState().clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signing in with a passkey (docs/auth.md "Passkeys")', () => {
  function setupPasskey(onPasskey: () => Promise<SessionContent>) {
    initTestI18n('en-US');
    serve(() => json<SessionContent>(200, { code: '0000', msg: 'success', content: session }));
    const onSignedIn = vi.fn();
    renderWithProviders(
      <LoginForm
        method="password"
        onSignedIn={onSignedIn}
        onForgot={() => {}}
        onSecondFactor={() => {}}
        onPasskey={onPasskey}
      />,
    );
    return { user: userEvent.setup(), onSignedIn, toasts: installFakeFeedback() };
  }

  it('completes the sign-in as a password does: stored session, toast, next page', async () => {
    const { user, onSignedIn, toasts } = setupPasskey(() => Promise.resolve(session));
    await user.click(screen.getByTestId('login-passkey'));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(useSessionStore.getState().token).toBe('token-1');
    expect(localStorage.getItem(USER_STORAGE_KEY)).toContain('token-1');
    expect(toasts).toContainEqual({ type: 'success', content: 'Signed in' });
  });

  it('claims nothing when the passkey gives no session (a cancelled prompt, a refusal)', async () => {
    const onPasskey = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
    const { user, onSignedIn, toasts } = setupPasskey(onPasskey);
    await user.click(screen.getByTestId('login-passkey'));
    await vi.waitFor(() => expect(onPasskey).toHaveBeenCalledTimes(1));
    await vi.waitFor(() =>
      expect(screen.getByTestId('login-passkey').className).not.toMatch(/loading/),
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('is offered only where the app composed it in', () => {
    initTestI18n('en-US');
    renderWithProviders(
      <LoginForm
        method="password"
        onSignedIn={() => {}}
        onForgot={() => {}}
        onSecondFactor={() => {}}
      />,
    );
    expect(screen.queryByTestId('login-passkey')).toBeNull();
  });
});
