import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { RouteFacts } from './openapi-answers.ts';
import { completeDocument } from './openapi-document.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Error statuses the route answers beyond those of its kind (docs/api.md). */
    answers?: readonly number[];
  }
  interface FastifySchema {
    /** A route that answers a file: the media types of its 200. */
    produces?: readonly string[];
    consumes?: readonly string[];
  }
}

/** Whether a route's body schema (zod) lets the body be left out. */
const acceptsNothing = (body: unknown) =>
  (body as { safeParse?: (value: unknown) => { success: boolean } } | undefined)?.safeParse?.(
    undefined,
  ).success === true;

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function factsOf(route: RouteOptions): RouteFacts[] {
  const config = (route.config ?? {}) as NonNullable<RouteOptions['config']>;
  const schema = route.schema ?? {};
  const methods = [route.method].flat().filter((method) => method !== 'HEAD');
  const access: RouteFacts['access'] = config.customer
    ? 'customer'
    : config.auth === 'optional' && !config.merchant && !config.roles
      ? 'optional'
      : config.auth || config.merchant || config.roles
        ? 'token'
        : 'public';
  return methods.map((method) => ({
    method: method.toLowerCase(),
    path: openApiPath(route.url),
    access,
    cookie: config.cookieAuth === true,
    merchant: Boolean(config.merchant),
    hasBody: schema.body !== undefined,
    bodyOptional: acceptsNothing(schema.body),
    multipart: schema.consumes?.includes('multipart/form-data') ?? false,
    hasPathParams: route.url.includes(':'),
    idempotent: config.idempotent === true,
    answers: config.answers ?? [],
    produces: schema.produces,
  }));
}

/**
 * DESIGN §2, §6: the OpenAPI 3.1 description is generated from the contract's zod schemas and
 * completed with each route's security and error answers (`openapi-document.ts`); it is served
 * as JSON at /api/openapi.json and read at /api/docs (Swagger UI, its files served from here).
 */
async function registerOpenApi(app: FastifyInstance) {
  const routes: RouteFacts[] = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.schema?.hide) routes.push(...factsOf(route));
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Merchant console API',
        version: '1.0.0',
        description:
          'Every answer is the envelope `{ code, msg, content }`; `msg` follows `Accept-Language` ' +
          '(zh-CN or en-US). Codes: 0000 success, 1001 rejected, 1002 not found, 1003 no ' +
          'permission, 1004 conflict, 1005 too many attempts, 1007 not signed in, 9999 server.',
      },
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'A staff session token, alone or as `Bearer <token>`',
          },
          adminTokenCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'admin-token',
            description: 'spec §3 session cookie: image reads only',
          },
          customerToken: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: "A storefront customer's session token",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  let described: Record<string, unknown> | undefined;
  const description = () =>
    (described ??= completeDocument(
      structuredClone(app.swagger() as unknown as Record<string, unknown>),
      routes,
    ));
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => description());
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    transformSpecification: () => description(),
    transformSpecificationClone: false,
    // Areas folded: expanded all at once, Swagger UI stopped drawing after the second one.
    // BaseLayout: without the top bar (a box to load another description), whose inline SVG logo
    // holds a <style> the console's policy refuses; the page then needs no policy of its own
    // (docs/security.md "The API reference").
    uiConfig: { docExpansion: 'none', deepLinking: true, layout: 'BaseLayout' },
  });
}

export const openApiPlugin = fp(registerOpenApi, { name: 'openapi' });
