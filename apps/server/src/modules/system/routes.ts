import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@console/contract/envelope';
import { changeListBody, changeListContent } from '@console/contract/system-changes';
import { myMenusContent } from '@console/contract/system-menus';
import {
  userCreateBody,
  userDeleteBody,
  userDeleteContent,
  userDeleteMultipleBody,
  userListBody,
  userListContent,
  userUpdateBody,
  userWriteContent,
} from '@console/contract/system-users';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { listChanges } from './changes.ts';
import { inviteUser } from './invite.ts';
import { readMyMenus } from './my-menus.ts';
import { roleMenuRoutes } from './role-menu-routes.ts';
import { readers, systemWriter, writers } from './system-writer.ts';
import { listUsers } from './user-list.ts';
import { createUser, deleteUsers, newPasswordHash, updateUser } from './users.ts';

// Spec §7 "Demo mock calls" made real: POST /api/system/...; platform admins write,
// ops read, everyone else gets 1003 抱歉，您没有该权限 (docs/system.md "Who may call").

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = systemWriter(app);
  await app.register(roleMenuRoutes);

  app.get(
    '/menus',
    {
      config: { auth: true },
      schema: {
        summary: "The menu nodes the signed-in user's roles hold",
        response: { 200: okEnvelope(myMenusContent) },
      },
    },
    async (request) => ok(request, await readMyMenus(app.db, requireUser(request).userId)),
  );

  const post = app.post.bind(app);

  post(
    '/system/user/list',
    {
      config: readers,
      schema: {
        summary: 'spec §7 user/list (spec §5 filters)',
        body: userListBody,
        response: { 200: okEnvelope(userListContent) },
      },
    },
    async (request) => ok(request, await listUsers(app.db, request.body)),
  );
  post(
    '/system/user/create',
    {
      config: { ...writers, idempotent: true },
      schema: {
        summary: 'spec §7 user/create',
        body: userCreateBody,
        response: { 200: okEnvelope(userWriteContent) },
      },
    },
    async (request) => {
      const { password, ...fields } = request.body;
      const passwordHash = await newPasswordHash(password);
      const created = await write(request, (w) => createUser(w, { ...fields, passwordHash }));
      // Once committed: the code goes out for a user who exists.
      if (!password) await inviteUser(app, created.id, app.clock.now());
      return ok(request, created);
    },
  );
  post(
    '/system/user/update',
    {
      config: writers,
      schema: {
        summary: 'spec §7 user/update',
        body: userUpdateBody,
        response: { 200: okEnvelope(userWriteContent) },
      },
    },
    async (request) => ok(request, await write(request, (w) => updateUser(w, request.body))),
  );
  post(
    '/system/user/delete',
    {
      config: writers,
      schema: {
        summary: 'spec §7 user/delete',
        body: userDeleteBody,
        response: { 200: okEnvelope(userDeleteContent) },
      },
    },
    async (request) =>
      ok(request, await write(request, (w) => deleteUsers(w, { ids: [request.body.id] }))),
  );
  post(
    '/system/user/delete/multiple',
    {
      config: writers,
      schema: {
        summary: 'spec §7 user/delete/multiple',
        body: userDeleteMultipleBody,
        response: { 200: okEnvelope(userDeleteContent) },
      },
    },
    async (request) =>
      ok(request, await write(request, (w) => deleteUsers(w, { ids: request.body.ids }))),
  );

  post(
    '/system/change/list',
    {
      config: writers,
      schema: {
        summary: 'Every system management write, with before / after',
        body: changeListBody,
        response: { 200: okEnvelope(changeListContent) },
      },
    },
    async (request) => ok(request, await listChanges(app.db, request.body)),
  );
};
