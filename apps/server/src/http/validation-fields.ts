import { isMessageKey, type MessageKey } from '@console/contract/messages';
import type { FieldMessage } from './app-error.ts';

/** The shape fastify-type-provider-zod gives each zod issue of a failed request validation. */
export type ValidationIssue = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

const lengthOrigins = new Set(['string', 'array', 'set', 'file']);

function valueAt(data: unknown, segments: string[]): unknown {
  let current = data;
  for (const segment of segments) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function boundParams(params: Record<string, unknown>) {
  const result: Record<string, number> = {};
  if (typeof params.maximum === 'number') result.max = params.maximum;
  if (typeof params.minimum === 'number') result.min = params.minimum;
  return result;
}

function messageOf(issue: ValidationIssue, isRoot: boolean, value: unknown): FieldMessage {
  // The contract names its own messages (spec §5 texts); they win over the generic mapping.
  if (issue.message && isMessageKey(issue.message)) {
    return { key: issue.message, params: boundParams(issue.params) };
  }
  if (isRoot) return issue.keyword === 'invalid_type' ? 'validation.body' : 'validation.invalid';
  // Whatever the schema (string, enum, union), an absent value reads best as "required".
  if (value === undefined) return 'validation.required';
  const isLength = lengthOrigins.has(String(issue.params.origin));
  const generic: Record<string, MessageKey | undefined> = {
    invalid_type: 'validation.type',
    too_big: isLength ? 'validation.tooLong' : undefined,
    too_small: isLength ? 'validation.tooShort' : undefined,
  };
  return { key: generic[issue.keyword] ?? 'validation.invalid', params: boundParams(issue.params) };
}

/**
 * Turns zod issues into `content.fields` (DESIGN §3): the dotted path of each field with its
 * first message; root problems are reported under the part's name (body, querystring, params).
 */
export function fieldsFromIssues(
  issues: ValidationIssue[],
  part: string,
  data: unknown,
): Record<string, FieldMessage> {
  const fields: Record<string, FieldMessage> = {};
  const put = (name: string, message: FieldMessage) => {
    if (!Object.hasOwn(fields, name)) fields[name] = message;
  };
  for (const issue of issues) {
    const segments = issue.instancePath.split('/').filter((segment) => segment !== '');
    const prefix = segments.length > 0 ? `${segments.join('.')}.` : '';
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys)
        put(`${prefix}${String(key)}`, 'validation.unknownField');
      continue;
    }
    const isRoot = segments.length === 0;
    put(isRoot ? part : segments.join('.'), messageOf(issue, isRoot, valueAt(data, segments)));
  }
  return fields;
}
