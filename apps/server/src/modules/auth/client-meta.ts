import type { FastifyRequest } from 'fastify';
import { deviceIdFromCookie, newDeviceId } from './device-cookie.ts';
import type { ClientMeta, SignInDevice } from './session-content.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The browser of a sign-in, once clientMetaOf read or minted its id (new-browsers.ts). */
    signInDevice: SignInDevice | null;
  }
}

/**
 * Who is signing in, from where, and when: what a new session records. The browser's device id
 * comes from its cookie, or is minted here; either way it is kept on the request, where the
 * answer finds it to set the cookie and to send the new-browser notice (docs/auth.md "New
 * browsers"), so no route that starts a session does anything of its own for it.
 */
export function clientMetaOf(request: FastifyRequest, now: Date): ClientMeta {
  if (!request.signInDevice) {
    const known = deviceIdFromCookie(request.headers.cookie);
    request.signInDevice = { id: known ?? newDeviceId(), minted: known === undefined };
  }
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    now,
    device: request.signInDevice,
  };
}
