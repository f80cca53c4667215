import type { FastifyRequest } from 'fastify';
import type { ClientMeta } from './session-content.ts';

/** Who is signing in, from where, and when: what a new session records. */
export function clientMetaOf(request: FastifyRequest, now: Date): ClientMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '', now };
}
