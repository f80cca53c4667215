import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@console/contract/envelope';
import {
  menuCreateBody,
  menuDeleteBody,
  menuDeleteContent,
  menuDeleteMultipleBody,
  menuListBody,
  menuListContent,
  menuUpdateBody,
  menuWriteContent,
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
import { ok } from '../../http/envelope.ts';
import { createMenu, deleteMenus, readMenuTree, updateMenu } from './menus.ts';
import { createRole, deleteRoles, listRoles, updateRole, updateRoleMenus } from './roles.ts';
import { readers, systemWriter, writers } from './system-writer.ts';

/** spec §7 role/* and menu/* calls (docs/system.md "Roles", "Menus"). */
export const roleMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = systemWriter(app);
  const post = app.post.bind(app);

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
    async (request) => ok(request, await write(request, (w) => createRole(w, request.body))),
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
    async (request) => ok(request, await write(request, (w) => updateRole(w, request.body))),
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
    async (request) => ok(request, await write(request, (w) => updateRoleMenus(w, request.body))),
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
      ok(request, await write(request, (w) => deleteRoles(w, { ids: [request.body.id] }))),
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
      ok(request, await write(request, (w) => deleteRoles(w, { ids: request.body.ids }))),
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
        ok(request, await write(request, (w) => createMenu(w, { ...request.body, header }))),
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
    async (request) => ok(request, await write(request, (w) => updateMenu(w, request.body))),
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
      ok(request, await write(request, (w) => deleteMenus(w, { ids: [request.body.id] }))),
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
      ok(request, await write(request, (w) => deleteMenus(w, { ids: request.body.ids }))),
  );
};
