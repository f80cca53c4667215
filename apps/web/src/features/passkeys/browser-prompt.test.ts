import { WebAuthnError } from '@simplewebauthn/browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../lib/testing/i18n';
import { promptFailureOf } from './browser-prompt';

const named = (name: string, message = 'browser text') =>
  Object.assign(new Error(message), { name });

beforeEach(() => initTestI18n('en-US'));

describe('the browser prompt’s refusals, told in the user’s words', () => {
  it('a cancel or a timeout (NotAllowedError) says nothing was done', () => {
    expect(promptFailureOf(named('NotAllowedError'), 'signIn')).toEqual({
      message: 'The passkey prompt was cancelled or timed out: you are not signed in',
      cancelled: true,
    });
    initTestI18n('zh-CN');
    expect(promptFailureOf(named('NotAllowedError'), 'register').message).toBe(
      '通行密钥创建已取消或超时，未添加通行密钥',
    );
  });

  it('a device that already holds a passkey of the account, a wrong address', () => {
    const known = new WebAuthnError({
      message: 'The authenticator was previously registered',
      code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED',
      cause: named('InvalidStateError'),
    });
    expect(promptFailureOf(known, 'register')).toEqual({
      message: 'This device already holds a passkey of your account',
      cancelled: false,
    });
    expect(promptFailureOf(named('SecurityError'), 'signIn').message).toBe(
      'Passkeys cannot be used on this address',
    );
  });

  it('anything else names the browser’s reason', () => {
    // jsdom has no WebAuthn: an unknown failure there reads as "not supported".
    expect(promptFailureOf(named('UnknownError', 'boom'), 'signIn').message).toBe(
      'This browser does not support passkeys',
    );
  });
});
