import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The zod kinds whose JSON fast-json-stringify writes exactly as zod's encode + JSON.stringify
 * does. Anything else (unions, pipes and codecs, transforms, defaults, lazy, dates...) keeps
 * the zod serializer: its encode may change the value, or its JSON Schema needs a validator
 * to pick a branch, which would cost what it saves.
 */
const PLAIN_KINDS = new Set([
  'object',
  'array',
  'string',
  'number',
  'boolean',
  'null',
  'enum',
  'literal',
  'nullable',
  'optional',
  'record',
]);

/** The schema as JSON Schema for fast-json-stringify, or undefined when it is not plain. */
function plainJsonSchema(schema: unknown) {
  if (!(schema instanceof z.ZodType)) return undefined;
  let plain = true;
  let jsonSchema;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      // `nullable: true`, which fast-json-stringify writes without a validator (not anyOf).
      target: 'openapi-3.0',
      unrepresentable: 'throw',
      override: ({ zodSchema, jsonSchema: json }) => {
        if (!PLAIN_KINDS.has(zodSchema._zod.def.type)) plain = false;
        // A format changes how fast-json-stringify writes a value (date-time turns a Date into
        // text); zod writes the string as it is, and so must this.
        delete json.format;
      },
    });
  } catch {
    return undefined; // not representable in JSON Schema
  }
  return plain ? jsonSchema : undefined;
}

/**
 * Answers written by fast-json-stringify compiled from the route's zod response schema, where
 * the schema is plain (docs/api.md): the zod serializer encoded every answer (a second
 * walk over output the server built itself) and then ran JSON.stringify; this writes the same
 * bytes of a list page of 20 orders in about half the time (docs/orders.md "Floor"). Like zod's
 * encode it writes only the schema's fields, so a row's other columns never leak.
 *
 * What it no longer does per request is check the answer against the contract. `checkContract`
 * (on under NODE_ENV=test, so in every API test) keeps that check: each answer also goes
 * through the zod serializer, which throws on an answer outside the contract, and the two texts
 * must be equal. Schemas that are not plain always use the zod serializer. Each route's
 * serializer is compiled on its first answer, so building an app (once per test file) stays
 * quick.
 */
export function responseSerializerCompiler(options: {
  checkContract: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const checked = zodSerializerCompiler(route);
    let fast: ((data: unknown) => string) | null | undefined;
    const compile = () => {
      const jsonSchema = plainJsonSchema(route.schema);
      if (!jsonSchema) return null;
      try {
        return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
      } catch {
        return null; // a schema fast-json-stringify does not take: zod's writer, as before
      }
    };
    return (data) => {
      if (fast === undefined) fast = compile();
      if (fast === null) return checked(data);
      if (!options.checkContract) return fast(data);
      // Throws, as in production before, on an answer outside the contract.
      const expected = checked(data);
      const text = fast(data);
      if (text !== expected) {
        throw new Error(`${route.method} ${route.url}: wrote ${text}, the contract ${expected}`);
      }
      return text;
    };
  };
}
