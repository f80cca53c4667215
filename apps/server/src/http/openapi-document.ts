import {
  ERROR_STATUSES,
  errorComponentName,
  errorEnvelope,
  errorStatusesOf,
  type ErrorStatus,
  type RouteFacts,
} from './openapi-answers.ts';
import { UPLOAD_FIELD, UPLOAD_MIME_TYPES } from '@console/contract/uploads';

type Json = Record<string, unknown>;
type Operation = Json & { parameters?: Json[]; requestBody?: Json; responses?: Json };

const ID_PATTERN = '^[1-9]\\d{0,15}$';
const ID_SCHEMA = {
  anyOf: [
    { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    { type: 'string', pattern: ID_PATTERN },
  ],
};

/**
 * The reference groups operations by area: the path's first segment after /api (`orders`,
 * `system`…), storefront operations together, the spec §7 calls of the shell as `session`.
 */
function tagOf(path: string): string {
  const [first = '', second = ''] = path.split('/').slice(2);
  if (first === 'storefront') return `storefront ${second.replace(/\W.*$/, '')}`.trim();
  if (['login', 'register', 'logout', 'captcha', 'password', 'userInfo'].includes(first)) {
    return 'session';
  }
  if (['merchants', 'userMerchants', 'merchant'].includes(first)) return 'merchants';
  return first.replace(/\W.*$/, '') || 'api';
}

function securityOf(route: RouteFacts): Json[] {
  if (route.access === 'public') return [];
  if (route.access === 'customer') return [{ customerToken: [] }];
  const token = route.cookie ? [{ token: [] }, { adminTokenCookie: [] }] : [{ token: [] }];
  // Optional: anonymous callers are served too (an empty requirement).
  return route.access === 'optional' ? [{}, ...token] : token;
}

/**
 * spec §7: `merchants_id` is an id (a positive integer, or its digits in a query), required by a
 * merchant route in the one place it reads it (the query for a GET, the body otherwise).
 */
function describeMerchantsId(operation: Operation, route: RouteFacts) {
  const query = operation.parameters?.find(
    (parameter) => parameter.in === 'query' && parameter.name === 'merchants_id',
  );
  const json = (operation.requestBody?.content as Json | undefined)?.['application/json'] as
    { schema?: { properties?: Json; required?: string[] } } | undefined;
  const bodySchema = json?.schema?.properties?.merchants_id ? json.schema : undefined;
  const about = 'The current merchant (spec §7)';
  if (query)
    Object.assign(query, { schema: { type: 'string', pattern: ID_PATTERN }, description: about });
  if (bodySchema?.properties)
    bodySchema.properties.merchants_id = { ...ID_SCHEMA, description: about };
  if (!route.merchant) return;
  if (!query && !bodySchema) {
    throw new Error(`${route.method} ${route.path}: a merchant route without merchants_id`);
  }
  // A route that reads it from either place (its body is optional) requires neither.
  if (query && !bodySchema) query.required = true;
  if (bodySchema && !query) bodySchema.required = [...(bodySchema.required ?? []), 'merchants_id'];
}

const fileSchema = (mediaType: string) =>
  mediaType.startsWith('text/')
    ? { type: 'string' }
    : { type: 'string', contentMediaType: mediaType };

function describeAnswers(operation: Operation, route: RouteFacts) {
  const responses = (operation.responses ?? {}) as Record<string, Json>;
  for (const [status, response] of Object.entries(responses)) {
    if (response.description === 'Default Response') {
      response.description = status === '200' ? 'Success (`code` 0000)' : 'Unavailable';
    }
  }
  if (route.produces) {
    responses['200'] = {
      description: 'The file',
      content: Object.fromEntries(
        route.produces.map((type) => [type, { schema: fileSchema(type) }]),
      ),
    };
  }
  for (const status of errorStatusesOf(route)) {
    if (responses[String(status)]) continue;
    const answer: Json = {
      description: ERROR_STATUSES[status].about,
      content: {
        'application/json': {
          schema: { $ref: `#/components/schemas/${errorComponentName(status)}` },
        },
      },
    };
    if (status === 429 || status === 503) {
      answer.headers = {
        'Retry-After': {
          description: 'Seconds to wait before trying again',
          schema: { type: 'integer', minimum: 0 },
        },
      };
    }
    responses[String(status)] = answer;
  }
  operation.responses = responses;
}

/** A body that may be left out: not required, and never JSON `null` when sent. */
function describeOptionalBody(operation: Operation) {
  const body = operation.requestBody;
  if (!body) return;
  body.required = false;
  const json = (body.content as Json)['application/json'] as { schema: Json } | undefined;
  const branches = json?.schema.anyOf as Json[] | undefined;
  const present = branches?.filter((branch) => branch.type !== 'null');
  if (json && present?.length === 1) json.schema = present[0]!;
}

function describeMultipart(operation: Operation) {
  operation.requestBody = {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            [UPLOAD_FIELD]: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: 'JPEG, PNG or WebP, at most 5 MB',
            },
            // The console's client adds the current merchant to every form (spec §7).
            merchants_id: { type: 'string', pattern: ID_PATTERN, description: 'ignored' },
          },
          required: [UPLOAD_FIELD],
        },
        encoding: { [UPLOAD_FIELD]: { contentType: UPLOAD_MIME_TYPES.join(', ') } },
      },
    },
  };
}

/**
 * The published description (DESIGN §6 "Outside checks"): @fastify/swagger's document of the
 * zod schemas, completed with what the schemas cannot say — each operation's security, the
 * error answers every route gives, `merchants_id` as strict as the merchant context reads it,
 * multipart bodies and file answers.
 */
export function completeDocument(document: Json, routes: RouteFacts[]): Json {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  for (const route of routes) {
    const operation = paths[route.path]?.[route.method];
    if (!operation) continue;
    operation.security = securityOf(route);
    operation.tags = [tagOf(route.path)];
    if (route.bodyOptional) describeOptionalBody(operation);
    describeMerchantsId(operation, route);
    if (route.multipart) describeMultipart(operation);
    describeAnswers(operation, route);
  }
  const components = (document.components ?? {}) as Json;
  const schemas = (components.schemas ?? {}) as Json;
  for (const status of Object.keys(ERROR_STATUSES).map(Number) as ErrorStatus[]) {
    schemas[errorComponentName(status)] = errorEnvelope(status);
  }
  return { ...document, components: { ...components, schemas } };
}
