import { z } from 'zod';

/** Every answer: `{ code, msg, content }` (DESIGN §3). */
export type Envelope<T> = { code: string; msg: string; content: T };

export const okEnvelope = <T extends z.ZodType>(content: T) =>
  z.object({ code: z.literal('0000'), msg: z.string(), content });

/**
 * content of a failed answer: field messages for 1001, or a fixed text (spec §8); a 9999 answer
 * names its request's id, the `x-request-id` a merchant can quote (docs/operations.md "Request
 * ids").
 */
export const errorContent = z
  .union([
    z.object({
      fields: z.record(z.string(), z.string()).optional(),
      requestId: z.string().optional(),
    }),
    z.string(),
  ])
  .nullable();

export const errorEnvelope = z.object({ code: z.string(), msg: z.string(), content: errorContent });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** content of an answer that carries nothing but its code (logout, last use, password reset). */
export const emptyContent = z.null();

export type ErrorContent = z.infer<typeof errorContent>;
export type EmptyContent = z.infer<typeof emptyContent>;
