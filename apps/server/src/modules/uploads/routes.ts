import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope } from '@console/contract/envelope';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  uploadContent,
  uploadParams,
} from '@console/contract/uploads';
import { requireUser } from '../../plugins/auth-plugin.ts';
import { requireCustomer } from '../../plugins/customer-auth-plugin.ts';
import { ok } from '../../http/envelope.ts';
import { readUploadPart } from './read-upload-part.ts';
import { readUpload, saveUpload } from './service.ts';

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only POST /api/uploads accepts multipart bodies.
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  app.post(
    '/uploads',
    {
      config: { auth: true },
      schema: {
        summary: 'Upload an image (JPEG, PNG or WebP, at most 5 MB; multipart field `file`)',
        consumes: ['multipart/form-data'],
        response: { 200: okEnvelope(uploadContent) },
      },
    },
    async (request) => {
      const part = await readUploadPart(request);
      const file = await saveUpload(app, {
        owner: { userId: requireUser(request).userId },
        declaredMime: part.mimetype,
        data: part.data,
        now: app.clock.now(),
      });
      return ok(request, { file });
    },
  );

  app.get(
    '/uploads/:id',
    {
      // An <img> cannot send a header: the admin-token cookie (spec §3) also signs it in.
      config: { auth: true, cookieAuth: true },
      schema: {
        summary: 'The bytes of an uploaded file',
        params: uploadParams,
        produces: UPLOAD_MIME_TYPES,
      },
    },
    async (request, reply) => {
      const file = await readUpload(app, { id: request.params.id, viewer: requireUser(request) });
      return reply
        .header('content-type', file.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', 'inline')
        .send(file.data);
    },
  );

  // Customers send chat images (docs/chat.md "Safety"); the same checks, their own files.
  app.post(
    '/storefront/uploads',
    {
      config: { customer: true },
      schema: {
        summary: 'A customer uploads an image for a chat message (as POST /api/uploads)',
        consumes: ['multipart/form-data'],
        response: { 200: okEnvelope(uploadContent) },
      },
    },
    async (request) => {
      const { customerId } = requireCustomer(request);
      const part = await readUploadPart(request);
      const file = await saveUpload(app, {
        owner: { customerId },
        declaredMime: part.mimetype,
        data: part.data,
        now: app.clock.now(),
      });
      return ok(request, { file: { ...file, url: `/api/storefront/uploads/${file.id}` } });
    },
  );

  app.get(
    '/storefront/uploads/:id',
    {
      config: { customer: true },
      schema: {
        summary: "A customer's own upload, or an image sent in one of their conversations",
        produces: UPLOAD_MIME_TYPES,
        params: uploadParams,
      },
    },
    async (request, reply) => {
      const { customerId } = requireCustomer(request);
      const file = await readUpload(app, { id: request.params.id, customerId });
      return reply
        .header('content-type', file.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', 'inline')
        .send(file.data);
    },
  );
};
