import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandlerPlugin } from './error-handler.ts';
import { responseSerializerCompiler } from './response-serializer.ts';

const item = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(['open', 'closed']),
  note: z.string().nullable(),
  tags: z.array(z.string()),
  extra: z.object({ at: z.string() }).optional(),
});
const plain = z.object({ code: z.literal('0000'), content: z.object({ items: z.array(item) }) });
const notPlain = z.object({ content: z.union([z.string(), z.number()]) });

/** One route answering `answer` under `schema`, serialized as the API does. */
async function answerOf(schema: z.ZodType, answer: unknown, checkContract: boolean) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkContract }));
  await app.register(errorHandlerPlugin);
  app.get('/', { schema: { response: { 200: schema } } }, async () => answer);
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response;
}

const rows = [
  { id: 1, name: 'Tea "Oolong" \\ 茶\n', status: 'open', note: null, tags: ['a', '\u2028'] },
  { id: 2, name: '', status: 'closed', note: 'x', tags: [], extra: { at: '2026-11-22' } },
];

describe('responseSerializerCompiler (docs/orders.md "Floor")', () => {
  it.each([true, false])('writes what zod writes (contract check %s)', async (checkContract) => {
    const answer = { code: '0000', content: { items: rows } };
    const response = await answerOf(plain, answer, checkContract);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify(z.encode(plain, answer as z.output<typeof plain>)));
  });

  it.each([true, false])('never writes a field the schema lacks (check %s)', async (check) => {
    const answer = { code: '0000', content: { items: [{ ...rows[0], paymentRef: 'secret' }] } };
    const response = await answerOf(plain, answer, check);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('paymentRef');
  });

  it('refuses an answer outside the contract when checking (NODE_ENV=test)', async () => {
    const answer = { code: '0000', content: { items: [{ ...rows[0], id: '1' }] } };
    expect((await answerOf(plain, answer, true)).statusCode).toBe(500);
  });

  it('does not check again in production: the schema only decides how to write', async () => {
    const answer = { code: '0000', content: { items: [{ ...rows[0], id: '1' }] } };
    const response = await answerOf(plain, answer, false);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"id":1,');
  });

  it('refuses, unchecked too, an answer it cannot write (a required field missing)', async () => {
    const { name: _name, ...nameless } = rows[0]!;
    const answer = { code: '0000', content: { items: [nameless] } };
    const response = await answerOf(plain, answer, false);
    expect(response.statusCode).toBe(500);
    // The envelope, as any failure (written by the error handler, not by this schema).
    expect(response.json()).toEqual({
      code: '9999',
      msg: '服务器出错了，请稍后重试',
      content: { requestId: expect.any(String) },
    });
  });

  it('keeps the zod serializer for a schema that is not plain', async () => {
    const response = await answerOf(notPlain, { content: 7, other: 1 }, false);
    expect(response.body).toBe('{"content":7}');
    expect((await answerOf(notPlain, { content: true }, false)).statusCode).toBe(500);
  });
});
