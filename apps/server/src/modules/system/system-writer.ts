import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forgetIdentities } from '../../identity/index.ts';
import { operatorOrigin } from '../../plugins/origin.ts';
import type { Write } from '../../write/writer.ts';

export const readers = { roles: ['op', 'admin'] } as const;
export const writers = { roles: ['admin'] } as const;

/**
 * How a system route writes (docs/system.md "The change log"): one write by the signed-in
 * operator (`operatorOrigin`: who, from where, the request's id), whose doors record their
 * entries in the platform's scope of the trail and hand over their live effects, sent after it
 * commits; then the identity cache of this process reads roles and sessions again.
 */
export function systemWriter(app: FastifyInstance) {
  return async function write<T>(
    request: FastifyRequest,
    work: (write: Write) => Promise<T>,
  ): Promise<T> {
    const result = await app.write(operatorOrigin(request), work);
    forgetIdentities();
    return result;
  };
}
