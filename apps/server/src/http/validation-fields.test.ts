import { describe, expect, it } from 'vitest';
import { loginBody, registerBody, sendCaptchaBody } from '@console/contract/auth';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { fieldsFromIssues, type ValidationIssue } from './validation-fields.ts';

/** The issues exactly as fastify-type-provider-zod hands them to the error handler. */
function issuesOf(schema: z.ZodType, data: unknown): ValidationIssue[] {
  const validate = validatorCompiler({ schema, method: 'POST', url: '/', httpPart: 'body' });
  const result = validate(data) as { error?: unknown };
  if (!result.error) throw new Error('expected the data to be refused');
  return result.error as ValidationIssue[];
}

describe('fieldsFromIssues', () => {
  it('keeps contract message keys and fills their bounds', () => {
    const data = { mail: 'x', password: 'short', mobile: '123', captcha: '' };
    expect(fieldsFromIssues(issuesOf(registerBody, data), 'body', data)).toEqual({
      mail: { key: 'validation.email.format', params: {} },
      password: { key: 'validation.password.rule', params: {} },
      mobile: { key: 'validation.mobile.format', params: {} },
      captcha: { key: 'validation.captcha.required', params: { min: 1 } },
    });
  });

  it('maps generic issues by code: required, type, too long', () => {
    const data = { username: 'a'.repeat(300), password: 5 };
    expect(fieldsFromIssues(issuesOf(loginBody, data), 'body', data)).toEqual({
      username: { key: 'validation.tooLong', params: { max: 254 } },
      password: { key: 'validation.type', params: {} },
    });
    expect(fieldsFromIssues(issuesOf(sendCaptchaBody, {}), 'body', {})).toEqual({
      purpose: 'validation.required',
    });
  });

  it('reports each unknown key as its own field', () => {
    const data = { username: 'u', password: 'p', a: 1, b: 2 };
    expect(fieldsFromIssues(issuesOf(loginBody, data), 'body', data)).toEqual({
      a: 'validation.unknownField',
      b: 'validation.unknownField',
    });
  });

  it('names a root problem after the request part', () => {
    expect(fieldsFromIssues(issuesOf(loginBody, null), 'body', null)).toEqual({
      body: 'validation.body',
    });
    expect(fieldsFromIssues(issuesOf(loginBody, []), 'querystring', [])).toEqual({
      querystring: 'validation.body',
    });
  });

  it('keeps only the first message of a field', () => {
    const data = {
      mail: 'a@b.cn',
      password: 'Secret123',
      mobile: '9'.repeat(20),
      captcha: '123456',
    };
    expect(fieldsFromIssues(issuesOf(registerBody, data), 'body', data)).toEqual({
      mobile: { key: 'validation.tooLong', params: { max: 11 } },
    });
  });
});
