import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@console/contract/envelope';
import { updateUserSettingsBody, userSettingsContent } from '@console/contract/user-settings';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { ok } from '../../http/envelope.ts';
import { readUserSettings, updateUserSettings } from './service.ts';

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
};
