import { describe, expect, it } from 'vitest';
import { mapFailure } from './map-failure';

const envelope = (code: string, msg: string, content: unknown = null) => ({ code, msg, content });

describe('mapFailure: the spec §8 error catalogue', () => {
  it('code 1007 -> "Login expired", logout without confirmation', () => {
    const outcome = mapFailure({ httpStatus: 401, body: envelope('1007', 'not signed in') });
    expect(outcome.message).toEqual({ key: 'auth.loginExpired' });
    expect(outcome.action).toBe('logout');
  });

  it('HTTP 400 with code 1007 -> login-expired message and logout to /login', () => {
    const outcome = mapFailure({ httpStatus: 400, body: envelope('1007', 'expired') });
    expect(outcome.message).toEqual({ key: 'auth.loginExpired' });
    expect(outcome.action).toBe('logout');
  });

  it('code 1001 with content text "please select a merchant" -> "Please register a merchant first"', () => {
    const outcome = mapFailure({
      httpStatus: 400,
      body: envelope('1001', '请先注册商户', 'please select a merchant'),
    });
    expect(outcome.message).toEqual({ key: 'merchant.none' });
    expect(outcome.action).toBe('none');
  });

  it('code 1001 whose msg is "please select a merchant" -> "Please register a merchant first"', () => {
    const outcome = mapFailure({
      httpStatus: 400,
      body: envelope('1001', 'please select a merchant'),
    });
    expect(outcome.message).toEqual({ key: 'merchant.none' });
  });

  it('code 1001 otherwise -> the server msg, with its field messages', () => {
    const outcome = mapFailure({
      httpStatus: 400,
      body: envelope('1001', 'user name or password wrong', {
        fields: { password: 'Please enter the password!' },
      }),
    });
    expect(outcome.message).toEqual({ text: 'user name or password wrong' });
    expect(outcome.fields).toEqual({ password: 'Please enter the password!' });
    expect(outcome.action).toBe('none');
  });

  it.each([
    ['1003', 403, 'Sorry, you have no permission'],
    ['1004', 409, 'Someone else changed this data; refresh and try again'],
    ['1005', 429, 'Too many attempts, please try again in 15 minutes'],
    ['1002', 404, 'The requested item does not exist'],
  ])(
    'any other code (%s under HTTP %i) -> msg: the code is read before the status',
    (code, status, msg) => {
      const outcome = mapFailure({ httpStatus: status, body: envelope(code, msg) });
      expect(outcome).toMatchObject({ code, message: { text: msg }, action: 'none' });
    },
  );

  it('a non-0000 code under HTTP 200 -> msg', () => {
    expect(mapFailure({ httpStatus: 200, body: envelope('9001', 'odd') }).message).toEqual({
      text: 'odd',
    });
  });

  it('HTTP 400 otherwise (no envelope code) -> msg', () => {
    const outcome = mapFailure({ httpStatus: 400, body: { msg: 'bad request body' } });
    expect(outcome.message).toEqual({ text: 'bad request body' });
  });

  it('HTTP 404 without an envelope -> "Route error, please contact administrator"', () => {
    const outcome = mapFailure({ httpStatus: 404, body: '<html>Not Found</html>' });
    expect(outcome.message).toEqual({ key: 'error.route' });
  });

  it.each([500, 502, 503, 401])('HTTP %i without an envelope -> route error', (status) => {
    expect(mapFailure({ httpStatus: status }).message).toEqual({ key: 'error.route' });
  });

  it('no response (network failure or timeout) -> route error', () => {
    const outcome = mapFailure({});
    expect(outcome.message).toEqual({ key: 'error.route' });
    expect(outcome.code).toBe('network');
  });
});
