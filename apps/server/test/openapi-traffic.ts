import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// docs/testing.md "The description checks the traffic": every request an API test makes is
// held against GET /api/openapi.json as a validating proxy would hold it. A request the server
// accepted (2xx) must match its operation's parameters and body; every answer, errors
// included, must be a status the operation declares, of a declared media type, matching its
// schema. Mismatches are collected and fail the test file when its app closes.

type Json = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; schema: Json };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components: Json };

const DOCUMENT_ID = 'openapi.json';

/** `#/components/...` inside the document becomes `openapi.json#/components/...`. */
function anchored(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(anchored);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) =>
      key === '$ref' && typeof child === 'string' && child.startsWith('#/')
        ? [key, `${DOCUMENT_ID}${child}`]
        : [key, anchored(child)],
    ),
  );
}

/** A schema checker over one description, compiling each schema once, when first needed. */
export function describedTraffic(document: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats.default(ajv);
  const anchoredDocument = anchored(document) as Document;
  ajv.addSchema({ $id: DOCUMENT_ID, components: anchoredDocument.components });
  const compiled = new Map<Json, ValidateFunction>();
  const validatorOf = (schema: Json) => {
    let validate = compiled.get(schema);
    if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
    return validate;
  };
  const problemOf = (schema: Json, value: unknown, what: string) => {
    const validate = validatorOf(schema);
    if (validate(value)) return undefined;
    return `${what}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(value)?.slice(0, 300)}`;
  };

  /** A parameter arrives as text: it matches as that text, or as the number or flag it spells. */
  const parameterProblem = (parameter: Parameter, raw: unknown) => {
    const candidates: unknown[] = [raw];
    if (typeof raw === 'string' && raw.trim() !== '' && !Number.isNaN(Number(raw))) {
      candidates.push(Number(raw));
    }
    if (raw === 'true' || raw === 'false') candidates.push(raw === 'true');
    const validate = validatorOf(parameter.schema);
    if (candidates.some((candidate) => validate(candidate))) return undefined;
    return problemOf(parameter.schema, raw, `${parameter.in} parameter ${parameter.name}`);
  };

  function operationOf(method: string, routeUrl: string) {
    const path = routeUrl.replace(/:(\w+)/g, '{$1}');
    return anchoredDocument.paths[path]?.[method.toLowerCase()];
  }

  function requestProblems(
    operation: Operation,
    request: { params: Json; query: Json; headers: Json; body: unknown; contentType: string },
  ) {
    const problems: string[] = [];
    for (const parameter of operation.parameters ?? []) {
      const source =
        parameter.in === 'path'
          ? request.params
          : parameter.in === 'query'
            ? request.query
            : parameter.in === 'header'
              ? request.headers
              : {};
      const raw = source[parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name];
      if (raw === undefined) {
        if (parameter.required)
          problems.push(`${parameter.in} parameter ${parameter.name} missing`);
        continue;
      }
      const problem = parameterProblem(parameter, raw);
      if (problem) problems.push(problem);
    }
    const described = operation.requestBody;
    const mediaType = request.contentType.split(';')[0]!.trim();
    if (mediaType === 'multipart/form-data') {
      if (!described?.content[mediaType]) problems.push('a multipart body where none is described');
    } else if (request.body === undefined || request.body === null) {
      if (described?.required) problems.push('request body missing');
    } else if (!described) {
      problems.push('a request body where none is described');
    } else if (!described.content[mediaType]) {
      problems.push(`request media type ${mediaType} not described`);
    } else if (mediaType === 'application/json') {
      const problem = problemOf(described.content[mediaType].schema, request.body, 'request body');
      if (problem) problems.push(problem);
    }
    return problems;
  }

  function answerProblems(
    operation: Operation,
    answer: { status: number; contentType: string; body: unknown },
  ) {
    const described = operation.responses[String(answer.status)];
    if (!described) return [`status ${answer.status} not described`];
    const mediaType = answer.contentType.split(';')[0]!.trim();
    if (!described.content)
      return answer.body === undefined ? [] : ['an answer body not described'];
    const content = described.content[mediaType];
    if (!content) return [`answer media type ${mediaType || '(none)'} not described`];
    if (mediaType !== 'application/json' || answer.body === undefined) return [];
    const problem = problemOf(content.schema, answer.body, 'answer');
    return problem ? [problem] : [];
  }

  return { operationOf, requestProblems, answerProblems };
}

let cachedDocument: Promise<Document> | undefined;

/**
 * Checks every request of `app` against its own description; `mismatches()` lists what did not
 * match. Call before `app.ready()`.
 */
export function checkTrafficAgainstDescription(app: FastifyInstance) {
  const mismatches: string[] = [];
  // The body as sent: validation replaces `request.body` with what the schema made of it.
  const sentBodies = new WeakMap<FastifyRequest, unknown>();
  app.addHook('preValidation', async (request: FastifyRequest) => {
    sentBodies.set(request, structuredClone(request.body));
  });
  let traffic: ReturnType<typeof describedTraffic> | undefined;
  const ready = async () => {
    cachedDocument ??= app
      .inject({ method: 'GET', url: '/api/openapi.json' })
      .then((response) => response.json() as Document);
    traffic ??= describedTraffic(await cachedDocument);
    return traffic;
  };

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const routeUrl = request.routeOptions.url;
    const hidden = request.routeOptions.schema?.hide === true;
    if (!routeUrl?.startsWith('/api/') || hidden || request.method === 'HEAD') return payload;
    const checker = await ready();
    const operation = checker.operationOf(request.method, routeUrl);
    if (!operation) return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    let body: unknown;
    if (typeof payload === 'string' && contentType.includes('json')) body = JSON.parse(payload);
    else if (payload !== undefined && payload !== null) body = payload; // a file, a stream
    const problems = checker.answerProblems(operation, {
      status: reply.statusCode,
      contentType,
      body,
    });
    if (reply.statusCode < 300) {
      problems.push(
        ...checker.requestProblems(operation, {
          params: (request.params ?? {}) as Json,
          query: rawQueryOf(request.url),
          headers: request.headers as Json,
          body: sentBodies.get(request),
          contentType: String(request.headers['content-type'] ?? ''),
        }),
      );
    }
    for (const problem of problems) {
      mismatches.push(`${request.method} ${routeUrl} → ${reply.statusCode}: ${problem}`);
    }
    return payload;
  });
  return { mismatches: () => [...mismatches] };
}

/** The query as sent (the route's schema may have coerced `request.query`). */
function rawQueryOf(url: string): Json {
  const query: Json = {};
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  for (const [key, value] of new URLSearchParams(search)) query[key] = value;
  return query;
}
