import type { SendCaptchaContent } from '@console/contract/auth';
import type { Locale } from '@console/contract/constants';
import type { Envelope } from '@console/contract/envelope';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../lib/testing/i18n';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { RegisterForm } from './register-form';

const texts: Record<Locale, Record<string, string>> = {
  'zh-CN': {
    mailRequired: '请输入邮箱！',
    mailFormat: '邮箱格式不正确！',
    passwordRequired: '请输入密码！',
    mobileRequired: '请输入手机号！',
    mobileFormat: '手机号格式不正确！',
    captchaRequired: '请输入验证码！',
    getCaptcha: '获取验证码',
  },
  'en-US': {
    mailRequired: 'Please enter the email!',
    mailFormat: 'the email format is incorrect!',
    passwordRequired: 'Please enter the password!',
    mobileRequired: 'Please enter the mobile number!',
    mobileFormat: 'the mobile number format is incorrect!',
    captchaRequired: 'Please enter the captcha!',
    getCaptcha: 'Get captcha',
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(['zh-CN', 'en-US'] as const)('register form rules in %s (spec §5)', (locale) => {
  const text = texts[locale];

  const setup = () => {
    initTestI18n(locale);
    renderWithProviders(<RegisterForm onRegistered={() => {}} />);
    const input = (id: string) => document.getElementById(id) as HTMLInputElement;
    return { user: userEvent.setup(), input };
  };

  it('checks the email on change: format, then required', async () => {
    const { user, input } = setup();
    await user.type(input('register_mail'), 'not-a-mail');
    expect(await screen.findByText(text.mailFormat!)).toBeTruthy();
    await user.clear(input('register_mail'));
    expect(await screen.findByText(text.mailRequired!)).toBeTruthy();
  });

  it('checks the mobile on change: 11 digits starting with 1, then required', async () => {
    const { user, input } = setup();
    await user.type(input('register_mobile'), '23800000000');
    expect(await screen.findByText(text.mobileFormat!)).toBeTruthy();
    await user.clear(input('register_mobile'));
    expect(await screen.findByText(text.mobileRequired!)).toBeTruthy();
  });

  it('checks the password and the captcha are present on change', async () => {
    const { user, input } = setup();
    await user.type(input('register_password'), 'x');
    await user.clear(input('register_password'));
    expect(await screen.findByText(text.passwordRequired!)).toBeTruthy();
    await user.type(input('register_captcha'), '1');
    await user.clear(input('register_captcha'));
    expect(await screen.findByText(text.captchaRequired!)).toBeTruthy();
  });

  it('checks every field on submit, ties each message to its field, focuses the first and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user, input } = setup();
    await user.type(input('register_mail'), 'shop@example.com');
    await user.click(screen.getByTestId('register-submit'));

    const messageOf = (id: string) => {
      const help = input(id).getAttribute('aria-describedby');
      return help ? document.getElementById(help)?.textContent : undefined;
    };
    expect(messageOf('register_mail')).toBeUndefined();
    expect(messageOf('register_password')).toBe(text.passwordRequired);
    expect(messageOf('register_mobile')).toBe(text.mobileRequired);
    expect(messageOf('register_captcha')).toBe(text.captchaRequired);
    expect(input('register_password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('register_password'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('validates the mobile before requesting a captcha, then counts down', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            code: '0000',
            msg: 'ok',
            content: { resendAfter: 60 },
          } satisfies Envelope<SendCaptchaContent>),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user, input } = setup();

    await user.click(screen.getByTestId('captcha-button'));
    expect(await screen.findByText(text.mobileRequired!)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(input('register_mobile'), '13800000000');
    await user.click(screen.getByTestId('captcha-button'));
    await vi.waitFor(() => {
      expect((screen.getByTestId('captcha-button') as HTMLButtonElement).disabled).toBe(true);
    });
    expect(screen.getByTestId('captcha-button').textContent).toMatch(/60/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/captcha');
    expect(JSON.parse(String(init.body))).toEqual({ mobile: '13800000000', purpose: 'register' });
  });
});
