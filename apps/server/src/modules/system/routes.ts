import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { okEnvelope } from '@console/contract/envelope';
import { changeListBody, changeListContent } from '@console/contract/system-changes';
import {
  menuCreateBody,
  menuDeleteBody,
  menuDeleteContent,
  menuDeleteMultipleBody,
  menuListBody,
  menuListContent,
  menuUpdateBody,
  menuWriteContent,
  myMenusContent,
} from '@console/contract/system-menus';
import {
  roleCreateBody,
  roleDeleteBody,
  roleDeleteContent,
  roleDeleteMultipleBody,
  roleListBody,
  roleListContent,
  roleMenuUpdateBody,
  roleUpdateBody,
  roleWriteContent,
} from '@console/contract/system-roles';
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
import { users } from '../../db/schema.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { listChanges, type Actor } from './changes.ts';
import { applyEffects, type AccessEffects } from './effects.ts';
import { inviteUser } from './invite.ts';
import { createMenu, deleteMenus, readMenuTree, updateMenu } from './menus.ts';
import { readMyMenus } from './my-menus.ts';
import { createRole, deleteRoles, listRoles, updateRole, updateRoleMenus } from './roles.ts';
import { listUsers } from './user-list.ts';
import { createUser, deleteUsers, updateUser } from './users.ts';

// Issue 17, spec §7 "Demo mock calls" made real: POST /api/system/...; platform admins write,
// ops read, everyone else gets 1003 抱歉，您没有该权限 (docs/system.md).

const readers = { roles: ['op', 'admin'] } as const;
const writers = { roles: ['admin'] } as const;

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  async function actorOf(request: FastifyRequest): Promise<Actor> {
    const { userId } = requireUser(request);
    const [row] = await app.db
      .select({ name: users.nickname })
      .from(users)
      .where(eq(users.id, userId));
    return { userId, name: row?.name ?? '' };
  }
  /** Runs a write, then applies what it changed to the live consoles. */
  async function write<T extends { effects: AccessEffects }>(
    request: FastifyRequest,
    run: (actor: Actor, now: Date) => Promise<T>,
  ) {
    const { effects, ...content } = await run(await actorOf(request), app.clock.now());
    await applyEffects(app, effects);
    return ok(request, content);
  }

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
    async (request) =>
      write(request, async (actor, now) => {
        const created = await createUser(app.db, actor, { ...request.body, now });
        if (!request.body.password) await inviteUser(app, created.id, now);
        return created;
      }),
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
    async (request) =>
      write(request, (actor, now) => updateUser(app.db, actor, { ...request.body, now })),
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
      write(request, (actor, now) => deleteUsers(app.db, actor, { ids: [request.body.id], now })),
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
      write(request, (actor, now) => deleteUsers(app.db, actor, { ids: request.body.ids, now })),
  );

  post(
    '/system/role/list',
    {
      config: readers,
      schema: {
        summary: 'spec §7 role/list',
        body: roleListBody,
        response: { 200: okEnvelope(roleListContent) },
      },
    },
    async (request) => ok(request, await listRoles(app.db, request.body)),
  );
  post(
    '/system/role/create',
    {
      config: { ...writers, idempotent: true },
      schema: {
        summary: 'spec §7 role/create',
        body: roleCreateBody,
        response: { 200: okEnvelope(roleWriteContent) },
      },
    },
    async (request) =>
      write(request, (actor, now) => createRole(app.db, actor, { ...request.body, now })),
  );
  post(
    '/system/role/update',
    {
      config: writers,
      schema: {
        summary: 'spec §7 role/update',
        body: roleUpdateBody,
        response: { 200: okEnvelope(roleWriteContent) },
      },
    },
    async (request) =>
      write(request, (actor, now) => updateRole(app.db, actor, { ...request.body, now })),
  );
  post(
    '/system/role/menu/update',
    {
      config: writers,
      schema: {
        summary: 'spec §7 role/menu/update',
        body: roleMenuUpdateBody,
        response: { 200: okEnvelope(roleWriteContent) },
      },
    },
    async (request) =>
      write(request, (actor, now) => updateRoleMenus(app.db, actor, { ...request.body, now })),
  );
  post(
    '/system/role/delete',
    {
      config: writers,
      schema: {
        summary: 'spec §7 role/delete',
        body: roleDeleteBody,
        response: { 200: okEnvelope(roleDeleteContent) },
      },
    },
    async (request) =>
      write(request, (actor, now) => deleteRoles(app.db, actor, { ids: [request.body.id], now })),
  );
  post(
    '/system/role/delete/multiple',
    {
      config: writers,
      schema: {
        summary: 'spec §7 role/delete/multiple',
        body: roleDeleteMultipleBody,
        response: { 200: okEnvelope(roleDeleteContent) },
      },
    },
    async (request) =>
      write(request, (actor, now) => deleteRoles(app.db, actor, { ids: request.body.ids, now })),
  );

  post(
    '/system/menu/list',
    {
      config: readers,
      schema: {
        summary: 'spec §7 menu/list (the tree)',
        body: menuListBody,
        response: { 200: okEnvelope(menuListContent) },
      },
    },
    async (request) => ok(request, await readMenuTree(app.db)),
  );
  for (const [place, header] of [
    ['header', true],
    ['sider', false],
  ] as const) {
    post(
      `/system/menu/${place}/create`,
      {
        config: { ...writers, idempotent: true },
        schema: {
          summary: `spec §7 menu/${place}/create`,
          body: menuCreateBody,
          response: { 200: okEnvelope(menuWriteContent) },
        },
      },
      async (request) =>
        write(request, (actor, now) => createMenu(app.db, actor, { ...request.body, header, now })),
    );
  }
  post(
    '/system/menu/update',
    {
      config: writers,
      schema: {
        summary: 'spec §7 menu/update (fields and place)',
        body: menuUpdateBody,
        response: { 200: okEnvelope(menuWriteContent) },
      },
    },
    async (request) =>
      write(request, (actor, now) => updateMenu(app.db, actor, { ...request.body, now })),
  );
  post(
    '/system/menu/delete',
    {
      config: writers,
      schema: {
        summary: 'spec §7 menu/delete',
        body: menuDeleteBody,
        response: { 200: okEnvelope(menuDeleteContent) },
      },
    },
    async (request) =>
      write(request, (actor, now) => deleteMenus(app.db, actor, { ids: [request.body.id], now })),
  );
  post(
    '/system/menu/delete/multiple',
    {
      config: writers,
      schema: {
        summary: 'spec §7 menu/delete/multiple',
        body: menuDeleteMultipleBody,
        response: { 200: okEnvelope(menuDeleteContent) },
      },
    },
    async (request) =>
      write(request, (actor, now) => deleteMenus(app.db, actor, { ids: request.body.ids, now })),
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
