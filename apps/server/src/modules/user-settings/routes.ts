import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationsContent,
  updateNotificationsBody,
} from '@console/contract/account-notifications';
import { okEnvelope } from '@console/contract/envelope';
import { updateUserSettingsBody, userSettingsContent } from '@console/contract/user-settings';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { ok } from '../../http/envelope.ts';
import { readUserSettings, updateUserSettings } from './service.ts';
import {
  readNotificationPreferences,
  updateNotificationPreferences,
} from './notification-preferences.ts';

const settings = { 200: okEnvelope(userSettingsContent) };

export const userSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/userSettings',
    {
      config: { auth: true },
      schema: { summary: "The caller's layout, locale and open tabs", response: settings },
    },
    async (request) => ok(request, await readUserSettings(app.db, requireUser(request).userId)),
  );

  app.put(
    '/userSettings',
    {
      config: { auth: true },
      schema: {
        summary: 'Save changed settings against the version read (1004 when stale)',
        body: updateUserSettingsBody,
        response: settings,
      },
    },
    async (request) =>
      ok(
        request,
        await updateUserSettings(app.db, {
          userId: requireUser(request).userId,
          change: request.body,
          now: app.clock.now(),
        }),
      ),
  );

  app.get(
    '/account/notifications',
    {
      config: { auth: true },
      schema: {
        summary: 'Per message type: counted in the bell, toasted, with a sound',
        response: { 200: okEnvelope(notificationsContent) },
      },
    },
    async (request) =>
      ok(request, await readNotificationPreferences(app.db, requireUser(request).userId)),
  );

  app.put(
    '/account/notifications',
    {
      config: { auth: true },
      schema: {
        summary: 'Save the switches of the listed message types',
        body: updateNotificationsBody,
        response: { 200: okEnvelope(notificationsContent) },
      },
    },
    async (request) => {
      const input = {
        userId: requireUser(request).userId,
        kinds: request.body.kinds,
        now: app.clock.now(),
      };
      return ok(request, await updateNotificationPreferences(app.db, input));
    },
  );
};
