import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, {
  type FastifyHttp2SecureOptions,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { appContextPlugin } from './app-context.ts';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import { createDatabase, type Database } from './db/client.ts';
import { authPlugin } from './plugins/auth-plugin.ts';
import { customerAuthPlugin } from './plugins/customer-auth-plugin.ts';
import { allowedMethodsPlugin } from './http/method-not-allowed.ts';
import { answerClientError } from './http/client-errors.ts';
import { answerError, errorHandlerPlugin } from './http/error-handler.ts';
import { drainPlugin } from './http/drain.ts';
import { overloadPlugin } from './http/overload.ts';
import { metricsPlugin } from './http/metrics-plugin.ts';
import { idempotencyPlugin } from './http/idempotency-plugin.ts';
import { merchantContextPlugin } from './plugins/merchant-context-plugin.ts';
import { nulGuardPlugin } from './http/nul-guard.ts';
import { openApiPlugin } from './http/openapi.ts';
import { responseSerializerCompiler } from './http/response-serializer.ts';
import { protectUnroutedAnswer, securityHeadersPlugin } from './http/security-headers.ts';
import { secureTransport } from './http/transport.ts';
import { webStaticPlugin } from './http/web-static.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { accountSessionRoutes } from './modules/account/session-routes.ts';
import { accountSecurityRoutes } from './modules/account/security-routes.ts';
import { secondFactorRoutes } from './modules/second-factor/index.ts';
import { passkeyRoutes } from './modules/passkeys/index.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { newBrowsersPlugin } from './modules/auth/new-browsers.ts';
import { captchaRoutes } from './modules/captcha/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { assignmentWatchPlugin } from './modules/chat/assignment-watch.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { homeRoutes } from './modules/home/routes.ts';
import { clientLogRoutes } from './modules/client-logs/routes.ts';
import { createCodeTransport, type CodeTransport } from './adapters/code-transport.ts';
import { activityRoutes } from './modules/activities/routes.ts';
import { auditRoutes } from './modules/audit-decisions/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { licenceRoutes } from './modules/licences/routes.ts';
import { recordRoutes } from './modules/merchant-records/routes.ts';
import { createFileStorage, type FileStorage } from './adapters/file-storage.ts';
import { storefrontRoutes } from './modules/storefront/routes.ts';
import {
  createDevelopmentPaymentProvider,
  type PaymentProvider,
} from './adapters/payment-provider.ts';
import { orderRoutesWith } from './modules/orders/routes.ts';
import { openReviewRequest } from './modules/reviews/index.ts';
import { shopProfileRoutes } from './modules/shop-profile/routes.ts';
import { trailRoutes } from './modules/trail/routes.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { createAttachmentReaders } from './modules/uploads/index.ts';
import { avatarAttachments } from './modules/account/attachment-readers.ts';
import { activityAttachments } from './modules/activities/attachment-readers.ts';
import { chatAttachments, quickReplyAttachments } from './modules/chat/attachment-readers.ts';
import { licenceAttachments } from './modules/licences/attachment-readers.ts';
import { recordAttachments } from './modules/merchant-records/attachment-readers.ts';
import { reviewAttachments } from './modules/reviews/attachment-readers.ts';
import { shopAttachments } from './modules/shop-profile/attachment-readers.ts';
import { userMessageRoutes } from './modules/user-messages/routes.ts';
import { realtimePlugin } from './realtime/hub.ts';
import type { WriterOptions } from './write/writer.ts';
import { writerPlugin } from './plugins/writer-plugin.ts';
import { memberRoutes } from './modules/merchants/member-routes.ts';
import { merchantRoutes } from './modules/merchants/routes.ts';
import { userSettingsRoutes } from './modules/user-settings/routes.ts';

export type AppDeps = {
  /** An open, migrated database; without one the app opens its own and closes it on close. */
  database?: Database;
  clock?: Clock;
  codeTransport?: CodeTransport;
  storage?: FileStorage;
  /** The payment provider (the development one, which confirms at once, by default). */
  payments?: PaymentProvider;
  /** Where log lines go (stdout by default); tests collect them to assert what was logged. */
  logStream?: NodeJS.WritableStream;
  /** Runs in every write after its trail entries, before commit; tests fail writes there. */
  beforeCommit?: WriterOptions['beforeCommit'];
};

/** DESIGN §6: secrets never reach the log, wherever a caller puts them. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  '*.password',
  'captcha',
  '*.captcha',
  'delivery.code',
];

/** A proxy's request id when it is trusted and well formed, a fresh one otherwise. */
function requestIdOf(request: { headers: IncomingHttpHeaders }, trustProxy: boolean): string {
  const given = request.headers['x-request-id'];
  if (trustProxy && typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given)) return given;
  return randomUUID();
}

/** Builds the API (fastify/demo style: no listen here, so tests drive it with inject). */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const options = {
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // docs/trail.md "Entries": each request's id, answered as `x-request-id` and kept with its
    // trail entries. Behind a trusted proxy, the proxy's id is kept, so both logs agree.
    requestIdHeader: false,
    genReqId: (request) => requestIdOf(request, config.trustProxy),
    // A bad URL, an over-long path parameter or an unreadable request answers the
    // envelope too, never Fastify's own JSON (docs/api.md "Framework errors").
    frameworkErrors: (error, request, reply) =>
      answerError(error, request, protectUnroutedAnswer(reply)),
    clientErrorHandler: answerClientError,
  } satisfies FastifyServerOptions;
  // docs/operations.md "HTTPS and HTTP/2". Fastify's API is the same over either server; its
  // types follow the raw server, so the HTTP/2 one is used as the default type.
  const transport = secureTransport(config.tls);
  const server = (transport
    ? Fastify({
        ...options,
        ...transport,
      } as unknown as FastifyHttp2SecureOptions<Http2SecureServer>)
    : Fastify(options)) as unknown as FastifyInstance;
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  // Every API test checks each answer against the contract; development and production write
  // it unchecked (docs/api.md).
  app.setSerializerCompiler(
    responseSerializerCompiler({ checkContract: config.nodeEnv === 'test' }),
  );

  const database = deps.database ?? (await createDatabase(config));
  if (!deps.database) app.addHook('onClose', () => database.close());

  await app.register(appContextPlugin, {
    config,
    db: database.db,
    clock: deps.clock ?? systemClock,
    codeTransport: deps.codeTransport ?? createCodeTransport(config, app.log),
    storage: deps.storage ?? createFileStorage(config),
    payments: deps.payments ?? createDevelopmentPaymentProvider(),
  });
  // docs/security.md: the browser protection headers, on every answer (first, before any route).
  await app.register(securityHeadersPlugin);
  await app.register(errorHandlerPlugin);
  // docs/operations.md "Overload": a node past its limits answers 503 "busy" at once.
  await app.register(overloadPlugin, config.overload);
  // docs/operations.md "Metrics": app.metrics for the modules, and GET /metrics when asked for.
  await app.register(metricsPlugin, { database });
  // docs/operations.md "Stopping a node": health answers 503 while a stopping node drains.
  await app.register(drainPlugin);
  // docs/api.md "Compression": answers over 1 KB when the client asks, at the fast end of each
  // encoding (a list page costs about 0.4 ms more at gzip's default level 6, about a third of
  // that at level 1); the streamed CSV exports opt out (their memory bound, docs/orders.md).
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
    zlibOptions: { level: 1 },
  });
  // Before any route, so that every route gets the NUL check and is known to the 405 answer.
  await app.register(nulGuardPlugin);
  await app.register(allowedMethodsPlugin);
  await app.register(openApiPlugin);
  await app.register(authPlugin);
  await app.register(customerAuthPlugin);
  await app.register(merchantContextPlugin);
  await app.register(idempotencyPlugin);
  // docs/auth.md "New browsers": every route that starts a session, whichever module it is in.
  await app.register(newBrowsersPlugin);
  await app.register(realtimePlugin);
  // docs/server.md "Doors": every write of a merchant's or the platform's data runs through it.
  await app.register(writerPlugin, { beforeCommit: deps.beforeCommit });
  // docs/chat.md "Presence" and "Assignment": who is online, and `app.chatQueue` for both sides
  // of the chat.
  await app.register(assignmentWatchPlugin);
  // docs/api.md "Uploads", Attachments: each area says who reads the files its objects show.
  app.decorate(
    'attachmentReaders',
    createAttachmentReaders([
      recordAttachments,
      licenceAttachments,
      activityAttachments,
      shopAttachments,
      chatAttachments,
      avatarAttachments,
      reviewAttachments,
      quickReplyAttachments,
    ]),
  );
  const moduleRoutes = [
    healthRoutes,
    captchaRoutes,
    authRoutes,
    merchantRoutes,
    memberRoutes,
    userSettingsRoutes,
    accountRoutes,
    accountSessionRoutes,
    accountSecurityRoutes,
    secondFactorRoutes,
    passkeyRoutes,
    clientLogRoutes,
    uploadRoutes,
    recordRoutes,
    licenceRoutes,
    activityRoutes,
    auditRoutes,
    userMessageRoutes,
    storefrontRoutes,
    // docs/reviews.md "Review requests": a check-in asks its customer for a review.
    orderRoutesWith({ checkedIn: openReviewRequest }),
    shopProfileRoutes,
    chatRoutes,
    reviewRoutes,
    customerRoutes,
    homeRoutes,
    systemRoutes,
    trailRoutes,
  ];
  for (const routes of moduleRoutes) {
    await app.register(routes, { prefix: '/api' });
  }
  await app.register(webStaticPlugin, { webDist: config.webDist });
  return app;
}
