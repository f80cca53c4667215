import type { SessionContent } from '@console/contract/auth';
import type { Locale } from '@console/contract/constants';
import type { ErrorContent } from '@console/contract/envelope';
import type { SecondFactorChallenge } from '@console/contract/second-factor';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session/session-store';
import { USER_STORAGE_KEY } from '../../lib/session/session-persistence';
import { installFakeFeedback } from '../../lib/testing/fake-feedback';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { LoginForm, type LoginMethod } from './login-form';
import { json, serve, session } from './sign-in-test-server';

const texts: Record<Locale, { username: string; password: string; show: string }> = {
  'zh-CN': { username: '请输入用户名！', password: '请输入密码！', show: '显示密码' },
  'en-US': {
    username: 'Please enter the username!',
    password: 'Please enter the password!',
    show: 'Show password',
  },
};

const loginCalls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/login'));

/** The form as the page holds it, with the page's button that changes the method. */
function Switchable({
  first,
  onSignedIn,
  onSecondFactor,
}: {
  first: LoginMethod;
  onSignedIn: () => void;
  onSecondFactor: () => void;
}) {
  const [method, setMethod] = useState(first);
  return (
    <>
      <button
        type="button"
        onClick={() => setMethod(method === 'password' ? 'captcha' : 'password')}
      >
        switch
      </button>
      <LoginForm
        method={method}
        onSignedIn={onSignedIn}
        onForgot={() => {}}
        onSecondFactor={onSecondFactor}
      />
    </>
  );
}

function setup(locale: Locale = 'en-US', method: LoginMethod = 'password') {
  initTestI18n(locale);
  const onSignedIn = vi.fn();
  const onSecondFactor = vi.fn();
  renderWithProviders(
    <Switchable first={method} onSignedIn={onSignedIn} onSecondFactor={onSecondFactor} />,
  );
  const input = (id: string) => document.getElementById(id) as HTMLInputElement;
  const switchMethod = () => userEvent.click(screen.getByRole('button', { name: 'switch' }));
  return { user: userEvent.setup(), input, onSignedIn, onSecondFactor, switchMethod };
}

/** The message shown under a field, found the way assistive technology finds it. */
function messageOf(input: HTMLInputElement) {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
}

beforeEach(() => {
  useSessionStore.getState().clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(['zh-CN', 'en-US'] as const)('sign-in form rules in %s (spec §5)', (locale) => {
  it('shows a rule’s message under its field on change, tied to the input, until it passes', async () => {
    const { user, input } = setup(locale);
    const username = input('login_username');
    expect(username.getAttribute('aria-invalid')).toBeNull();

    await user.type(username, 'x');
    await user.clear(username);
    expect(messageOf(username)).toBe(texts[locale].username);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    await user.type(username, '   ');
    expect(messageOf(username)).toBe(texts[locale].username);
    await user.type(username, 'a');
    expect(username.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(texts[locale].username)).toBeNull();
  });

  it('checks every field on submit, one message each, focuses the first and sends nothing', async () => {
    const fetchMock = serve(() =>
      json<SessionContent>(200, { code: '0000', msg: 'success', content: session }),
    );
    const { user, input } = setup(locale);
    await user.type(input('login_password'), 'secret');
    await user.click(screen.getByTestId('login-submit'));

    expect(messageOf(input('login_username'))).toBe(texts[locale].username);
    expect(messageOf(input('login_password'))).toBeUndefined();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(document.activeElement).toBe(input('login_username'));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('signing in', () => {
  it('sends the trimmed username, keeps the session across windows by default, and moves on', async () => {
    const fetchMock = serve(() =>
      json<SessionContent>(200, { code: '0000', msg: 'success', content: session }),
    );
    const { user, input, onSignedIn } = setup();
    // After the render: the rendered holder would replace it.
    const toasts = installFakeFeedback();
    expect((screen.getByTestId('remember-me') as HTMLInputElement).checked).toBe(true);

    await user.type(input('login_username'), '  a@b.co ');
    await user.type(input('login_password'), 'pass word1{Enter}');

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    const [, init] = loginCalls(fetchMock)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'a@b.co', password: 'pass word1' });
    expect(localStorage.getItem(USER_STORAGE_KEY)).toContain('token-1');
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(toasts).toContainEqual({ type: 'success', content: 'Signed in' });
  });

  it('hands a second-factor challenge on, storing no session and saying nothing yet', async () => {
    const challenge = { ticket: 'ticket-1', methods: ['totp', 'recovery', 'passkey'] as const };
    serve(() =>
      json<SecondFactorChallenge>(200, {
        code: '0000',
        msg: 'success',
        content: { secondFactor: { ...challenge, methods: [...challenge.methods] } },
      }),
    );
    const { user, input, onSignedIn, onSecondFactor } = setup();
    const toasts = installFakeFeedback();
    await user.click(screen.getByTestId('remember-me'));
    await user.type(input('login_username'), 'a@b.co');
    await user.type(input('login_password'), 'password1{Enter}');

    await vi.waitFor(() => expect(onSecondFactor).toHaveBeenCalledTimes(1));
    expect(onSecondFactor).toHaveBeenCalledWith(
      { ticket: 'ticket-1', methods: ['totp', 'recovery', 'passkey'] },
      false,
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBeFalsy();
    expect(toasts).toEqual([]);
  });

  it('keeps the session to this window when "remember me" is unchecked', async () => {
    serve(() => json<SessionContent>(200, { code: '0000', msg: 'success', content: session }));
    const { user, input, onSignedIn } = setup();
    installFakeFeedback();
    await user.click(screen.getByTestId('remember-me'));
    await user.type(input('login_username'), 'a@b.co');
    await user.type(input('login_password'), 'password1');
    await user.click(screen.getByTestId('login-submit'));

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toContain('token-1');
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('shows the server’s field messages under their fields, translating catalogue keys', async () => {
    serve(() =>
      json<ErrorContent>(400, {
        code: '1001',
        msg: 'check the form',
        content: { fields: { username: 'validation.username.required', password: 'Too weak' } },
      }),
    );
    const { user, input, onSignedIn } = setup();
    // After the render: the rendered holder would replace it.
    const toasts = installFakeFeedback();
    await user.type(input('login_username'), 'a@b.co');
    await user.type(input('login_password'), 'password1');
    await user.click(screen.getByTestId('login-submit'));

    await vi.waitFor(() =>
      expect(messageOf(input('login_username'))).toBe('Please enter the username!'),
    );
    expect(messageOf(input('login_password'))).toBe('Too weak');
    expect(toasts).toContainEqual({ type: 'error', content: 'check the form' });
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBeNull();

    // Editing the field checks it again: the server's message goes.
    await user.type(input('login_password'), '2');
    expect(messageOf(input('login_password'))).toBeUndefined();
  });

  it('is busy while the request runs: a second submit sends nothing', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, input, onSignedIn } = setup();
    installFakeFeedback();
    await user.type(input('login_username'), 'a@b.co');
    await user.type(input('login_password'), 'password1');
    const submit = screen.getByTestId('login-submit');
    await user.click(submit);

    await vi.waitFor(() => expect(submit.getAttribute('aria-busy')).toBe('true'));
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await user.click(submit);
    await user.type(input('login_password'), '{Enter}');
    expect(loginCalls(fetchMock)).toHaveLength(1);

    answer(json<SessionContent>(200, { code: '0000', msg: 'success', content: session }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(submit.getAttribute('aria-busy')).toBeNull();
  });
});

describe('the password field', () => {
  it('has a labelled button that shows and hides the password', async () => {
    const { user, input } = setup();
    const password = input('login_password');
    const reveal = screen.getByRole('button', { name: 'Show password' });
    expect(password.type).toBe('password');
    expect(reveal.getAttribute('aria-pressed')).toBe('false');

    await user.click(reveal);
    expect(password.type).toBe('text');
    expect(reveal.getAttribute('aria-pressed')).toBe('true');
    await user.click(reveal);
    expect(password.type).toBe('password');
  });

  it('is named in each language, as the username field is', () => {
    setup('zh-CN');
    expect(screen.getByRole('button', { name: texts['zh-CN'].show })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '邮箱或手机号' }).id).toBe('login_username');
    expect(screen.getByLabelText('密码').id).toBe('login_password');
  });
});

describe('signing in with a code to the mobile ("other methods")', () => {
  it('checks the mobile before sending a code, and sends one to a good number', async () => {
    const fetchMock = serve(() =>
      json<SessionContent>(200, { code: '0000', msg: 'success', content: session }),
    );
    const { user, input } = setup('en-US', 'captcha');
    installFakeFeedback();
    await user.type(input('loginCaptcha_mobile'), '123');
    await user.click(screen.getByTestId('captcha-button'));
    expect(messageOf(input('loginCaptcha_mobile'))).toBe('the mobile number format is incorrect!');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(input('loginCaptcha_mobile'));
    await user.type(input('loginCaptcha_mobile'), '13800000001');
    await user.click(screen.getByTestId('captcha-button'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/captcha');
    expect(JSON.parse(String(init?.body))).toEqual({ mobile: '13800000001', purpose: 'login' });
    await vi.waitFor(() => expect(screen.getByTestId('captcha-button').textContent).toMatch(/60/));
  });

  it('sends the mobile and the code to /api/login/captcha and moves on', async () => {
    const fetchMock = serve(() =>
      json<SessionContent>(200, { code: '0000', msg: 'success', content: session }),
    );
    const { user, input, onSignedIn } = setup('en-US', 'captcha');
    installFakeFeedback();
    await user.type(input('loginCaptcha_mobile'), '13800000001');
    await user.type(input('loginCaptcha_captcha'), '123456{Enter}');

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    const calls = loginCalls(fetchMock);
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe('/api/login/captcha');
    expect(JSON.parse(String(calls[0]![1]?.body))).toEqual({
      mobile: '13800000001',
      captcha: '123456',
    });
  });

  it('shows the server’s message under the code and checks only the shown fields', async () => {
    const fetchMock = serve(() =>
      json<ErrorContent>(400, {
        code: '1001',
        msg: 'check the form',
        content: { fields: { captcha: 'captcha.wrong' } },
      }),
    );
    const { user, input, onSignedIn } = setup('en-US', 'captcha');
    installFakeFeedback();
    // The password fields are empty and hidden: they do not stop this form.
    await user.type(input('loginCaptcha_mobile'), '13800000001');
    await user.type(input('loginCaptcha_captcha'), '000000');
    await user.click(screen.getByTestId('login-submit'));

    await vi.waitFor(() => expect(loginCalls(fetchMock)).toHaveLength(1));
    await vi.waitFor(() =>
      expect(messageOf(input('loginCaptcha_captcha'))).toBe('The captcha is wrong or has expired'),
    );
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the method changes back and forth', async () => {
    const { user, input, switchMethod } = setup('en-US', 'password');
    await user.type(input('login_username'), 'a@b.co');
    await switchMethod();
    expect(input('login_username')).toBeNull();
    expect(screen.queryByTestId('forgot-password')).toBeNull();
    await user.type(input('loginCaptcha_mobile'), '13800000001');
    await switchMethod();
    expect(input('login_username').value).toBe('a@b.co');
    await switchMethod();
    expect(input('loginCaptcha_mobile').value).toBe('13800000001');
  });
});
