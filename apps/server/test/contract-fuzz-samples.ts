// Values for the contract fuzz (contract-fuzz.test.ts), made from the OpenAPI description.

/** The part of JSON Schema the contract's OpenAPI description uses. */
export type Schema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
};

export type Parameter = { in: 'query' | 'path'; name: string; schema: Schema };

export type Operation = {
  method: string;
  path: string;
  params: Parameter[];
  body?: Schema;
};

export const NUL_TEXT = 'a\u0000b';

const acceptsString = (schema: Schema): boolean =>
  schema.type === 'string' ||
  schema.type === undefined ||
  (schema.anyOf ?? []).some((branch) => acceptsString(branch));

/** The operations of an OpenAPI document, with their path and query parameters and JSON body. */
export function operationsOf(document: {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = (operation.requestBody as { content?: Record<string, { schema: Schema }> })
        ?.content;
      return {
        method: method.toUpperCase(),
        path,
        params: operation.parameters ?? [],
        body: content?.['application/json']?.schema,
      };
    }),
  );
}

/**
 * A plausible value of the schema. With `nulPaths`, every string the schema accepts (ids given
 * as strings, enums, map values, items of arrays) holds U+0000, and its dotted path is noted.
 */
export function sample(schema: Schema, path: string, nulPaths?: string[]): unknown {
  if (nulPaths && schema.type !== 'object' && schema.type !== 'array' && acceptsString(schema)) {
    nulPaths.push(path);
    return NUL_TEXT;
  }
  if (schema.anyOf) return sample(schema.anyOf[0]!, path, nulPaths);
  if (schema.enum) return schema.enum[0];
  const at = (name: string | number) => (path ? `${path}.${name}` : String(name));
  switch (schema.type) {
    case 'string':
      if (schema.format === 'date-time') return '2030-01-01T00:00:00Z';
      if (schema.format === 'date') return '2030-01-01';
      return 'abc';
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items ?? {}, at(0), nulPaths)];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        value[name] = sample(property, at(name), nulPaths);
      }
      const extra = schema.additionalProperties;
      if (extra && typeof extra === 'object') value.k = sample(extra, at('k'), nulPaths);
      return value;
    }
    default:
      return 'abc';
  }
}

/** A value of another type than the schema's (a number for a string, an object for an array). */
export function wrongType(schema: Schema): unknown {
  if (schema.anyOf) return { not: 'an id' };
  if (schema.enum || schema.type === 'string') return 12345;
  if (schema.type === 'integer' || schema.type === 'number') return 'x';
  if (schema.type === 'boolean') return 'yes';
  if (schema.type === 'array') return { not: 'a list' };
  if (schema.type === 'object') return [1];
  return [];
}

/** The date and date-time fields of an operation, in its query or at the top of its body. */
export function dateFieldsOf(operation: Operation) {
  const isDate = (schema: Schema) => schema.format === 'date' || schema.format === 'date-time';
  const query = operation.params
    .filter((param) => param.in === 'query' && isDate(param.schema))
    .map((param) => ({ where: 'query' as const, name: param.name, format: param.schema.format }));
  const body = Object.entries(operation.body?.properties ?? {})
    .filter(([, schema]) => isDate(schema))
    .map(([name, schema]) => ({ where: 'body' as const, name, format: schema.format }));
  return [...query, ...body];
}

/** Sets the value at a dotted path (`entries.0.message`) of a sample, in place. */
export function setAt(value: unknown, path: string, replacement: unknown) {
  const segments = path.split('.');
  const last = segments.pop()!;
  let current = value as Record<string, unknown>;
  for (const segment of segments) current = current[segment] as Record<string, unknown>;
  current[last] = replacement;
}
