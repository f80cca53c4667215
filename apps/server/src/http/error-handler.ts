import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVER_ERROR_CODE, apiCodes } from '@console/contract/api-codes';
import { translate } from '@console/contract/messages';
import { isDatabaseUnavailable } from '../db/connection-lost.ts';
import { AppError, type FieldMessage } from './app-error.ts';
import { localeOf } from './envelope.ts';
import { BusyError } from './overload.ts';
import { fieldsFromIssues } from './validation-fields.ts';

function translateField(request: FastifyRequest, message: FieldMessage) {
  const { key, params } = typeof message === 'string' ? { key: message, params: {} } : message;
  return translate(localeOf(request), key, params);
}

function sendAppError(error: AppError, request: FastifyRequest, reply: FastifyReply) {
  const { fields, fixedText, params, retryAfterSeconds } = error.options;
  const translated = fields
    ? Object.fromEntries(
        Object.entries(fields).map(([name, message]) => [name, translateField(request, message)]),
      )
    : undefined;
  // DESIGN §3: msg of a field rejection is the first field's message.
  const msg =
    fixedText ??
    Object.values(translated ?? {})[0] ??
    translate(localeOf(request), error.messageKey, params);
  const content = fixedText ?? (translated ? { fields: translated } : null);
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  return reply.status(error.status).send({ code: error.code, msg, content });
}

/**
 * Fastify's own request errors (bad JSON, wrong content-type, body too large, bad URL...):
 * never 500, and the status stays honest (docs/api.md "Framework errors"), the code is the
 * catalogue's.
 */
function requestErrorOf(error: FastifyError): AppError | undefined {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500 || !String(error.code).startsWith('FST_')) return undefined;
  if (status === 404) return new AppError(apiCodes.notFound, 'error.route');
  if (status === 413) return new AppError(apiCodes.rejected, 'validation.bodyTooLarge', { status });
  if (status === 414) return new AppError(apiCodes.rejected, 'validation.urlTooLong', { status });
  // @fastify/multipart says 406 for a body that is not multipart: it is the type that is wrong.
  if (status === 415 || error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError(apiCodes.rejected, 'validation.mediaType', { status: 415 });
  }
  if (error.code === 'FST_ERR_BAD_URL') return new AppError(apiCodes.rejected, 'validation.url');
  return new AppError(apiCodes.rejected, 'validation.body', { status: 400 });
}

function requestPart(request: FastifyRequest, part: string | undefined): unknown {
  if (part === 'querystring') return request.query;
  if (part === 'params') return request.params;
  if (part === 'headers') return request.headers;
  return request.body;
}

/**
 * Answers any error as the envelope (fastify/demo style: codes for clients, details only in the
 * log). It is the error handler, and Fastify's `frameworkErrors` (bad URL, over-long path
 * parameter), which are answered before any route or error handler exists (docs/api.md
 * "Framework errors").
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return sendAppError(error, request, reply);
  if (error instanceof BusyError) {
    // docs/operations.md "Overload": refused at once; the plugin set the 503 and Retry-After.
    request.log.warn({ memory: request.server.memoryUsage() }, 'overloaded: answered busy');
    return reply.status(503).send({
      code: SERVER_ERROR_CODE,
      msg: translate(localeOf(request), 'error.busy'),
      content: { requestId: request.id },
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = error.validationContext ?? 'body';
    const fields = fieldsFromIssues(error.validation, part, requestPart(request, part));
    return sendAppError(
      new AppError(apiCodes.rejected, 'validation.invalid', { fields }),
      request,
      reply,
    );
  }
  const requestError = requestErrorOf(error);
  if (requestError) return sendAppError(requestError, request, reply);
  if (isDatabaseUnavailable(error)) {
    // The database restarted or is unreachable; the caller may simply retry (docs/api.md "Codes").
    request.log.error({ err: error }, 'database unavailable');
    return reply
      .status(503)
      .header('retry-after', '1')
      .send({
        code: SERVER_ERROR_CODE,
        msg: translate(localeOf(request), 'error.unavailable'),
        content: { requestId: request.id },
      });
  }
  request.log.error({ err: error }, 'request failed');
  // docs/operations.md "Request ids": the id a merchant can quote, as in the log line's `reqId`.
  return reply.status(500).send({
    code: SERVER_ERROR_CODE,
    msg: translate(localeOf(request), 'error.server'),
    content: { requestId: request.id },
  });
}

async function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(answerError);
}

export const errorHandlerPlugin = fp(registerErrorHandler, { name: 'error-handler' });
