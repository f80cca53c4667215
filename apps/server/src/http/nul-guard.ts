import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiCodes } from '@console/contract/api-codes';
import fp from 'fastify-plugin';
import { AppError, type FieldMessage } from './app-error.ts';

const NUL = '\u0000';
/** Deeper than any body the contract accepts; the walk stops there rather than recurse forever. */
const MAX_DEPTH = 32;

/**
 * Every string at any depth of `value` holding U+0000, by dotted path (array items by index, as
 * zod issues are reported). A key holding one is reported at its object, whose path is readable.
 */
function nulPaths(value: unknown, path: string, found: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(path);
  } else if (typeof value === 'object' && value !== null && depth < MAX_DEPTH) {
    const entries: [number | string, unknown][] = Array.isArray(value)
      ? [...value.entries()]
      : Object.entries(value);
    for (const [key, item] of entries) {
      const name = String(key);
      if (name.includes(NUL)) {
        found.push(path);
        continue;
      }
      nulPaths(item, path ? `${path}.${name}` : name, found, depth + 1);
    }
  }
  return found;
}

/** The NUL-holding fields of a request: body and query by field name, params, headers. */
function nulFieldsOf(request: FastifyRequest): string[] {
  const body = request.body;
  const found = typeof body === 'string' ? nulPaths(body, 'body') : nulPaths(body, '');
  nulPaths(request.query, '', found);
  nulPaths(request.params, '', found);
  // Headers reach SQL too (the user agent of sessions and client logs). Node's HTTP parser
  // refuses a NUL in a header on the wire; this guards every other way in.
  nulPaths(request.headers, 'headers', found);
  return found.map((path) => path || 'body');
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, so a NUL anywhere
 * in a request used to answer 500. One preValidation hook on the root checks body, query, path
 * parameters and headers of every route before its schema runs: a new route cannot forget it, and
 * no string builder of the contract has to be used for it (docs/api.md "NUL characters").
 * Multipart bodies are read by their route; the uploads route reads only the file's bytes and
 * its declared type, which must be one of three image types.
 */
async function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const paths = nulFieldsOf(request);
    if (paths.length === 0) return;
    const fields: Record<string, FieldMessage> = {};
    for (const path of paths) fields[path] = 'validation.nul';
    throw new AppError(apiCodes.rejected, 'validation.nul', { fields });
  });
}

export const nulGuardPlugin = fp(registerNulGuard, { name: 'nul-guard' });
