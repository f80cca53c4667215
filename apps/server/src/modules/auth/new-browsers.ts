import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translate } from '@console/contract/messages';
import { localeOf } from '../../http/envelope.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';
import { zonedDateTime } from '../../lib/zoned-day.ts';
import { deviceCookieOf } from './device-cookie.ts';
import type { SignInDevice } from './session-content.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** New-browser notices still being sent (docs/auth.md "New browsers"); tests settle them. */
    newBrowserNotices: { settle(): Promise<void> };
  }
}

type Started = NonNullable<SignInDevice['started']>;

/** "Signed in from a new browser": when (on the account's clock), IP, browser, what to do. */
function noticeText(request: FastifyRequest, started: Started): string {
  const locale = localeOf(request);
  const browser = describeUserAgent(request.headers['user-agent'] ?? '');
  return translate(locale, 'auth.newBrowserNotice', {
    time: `${zonedDateTime(started.at.getTime(), started.timeZone)} (${started.timeZone})`,
    ip: request.ip,
    browser: browser || translate(locale, 'auth.unknownBrowser'),
  });
}

/**
 * The answer of a request that started a session (docs/auth.md "New browsers"): the browser's
 * device cookie when its id was minted for it, and, when the browser is new to the account, a
 * notice to the account's mail through the code transport. Both only with a successful answer,
 * so after the session's transaction committed. The notice is sent beside the answer, never
 * awaited by it: a transport failure is logged, and the sign-in stands.
 */
async function registerNewBrowsers(app: FastifyInstance) {
  app.decorateRequest('signInDevice', null);
  const sending = new Set<Promise<void>>();

  function sendNotice(request: FastifyRequest, started: Started) {
    const text = noticeText(request, started);
    const notice = { to: started.mail, channel: 'mail' as const, text, at: started.at };
    const sent = app.codeTransport.notify(notice).catch((error: unknown) => {
      request.log.error({ err: error, delivery: { to: notice.to } }, 'new browser notice not sent');
    });
    sending.add(sent);
    void sent.finally(() => sending.delete(sent));
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const device = request.signInDevice;
    if (!device?.started || reply.statusCode !== 200) return payload;
    if (device.minted) {
      reply.header('set-cookie', deviceCookieOf(device.id, request.protocol === 'https'));
    }
    if (device.started.newBrowser) sendNotice(request, device.started);
    return payload;
  });

  const settle = async () => {
    await Promise.all([...sending]);
  };
  app.decorate('newBrowserNotices', { settle });
  // Notices under way are finished before the app closes.
  app.addHook('preClose', settle);
}

export const newBrowsersPlugin = fp(registerNewBrowsers, {
  name: 'new-browsers',
  dependencies: ['app-context'],
});
