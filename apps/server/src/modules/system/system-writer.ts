import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../plugins/auth-plugin.ts';
import type { Actor } from './changes.ts';
import { applyEffects, type AccessEffects } from './effects.ts';

export const readers = { roles: ['op', 'admin'] } as const;
export const writers = { roles: ['admin'] } as const;

/**
 * How a system route writes: the signed-in admin as the actor (their name as it is now, for the
 * change log), the write, then what it changed applied to the live consoles.
 */
export function systemWriter(app: FastifyInstance) {
  async function actorOf(request: FastifyRequest): Promise<Actor> {
    const { userId } = requireUser(request);
    const [row] = await app.db
      .select({ name: users.nickname })
      .from(users)
      .where(eq(users.id, userId));
    return { userId, name: row?.name ?? '' };
  }
  /** Runs a write, then applies what it changed to the live consoles. */
  async function write<T extends { effects: AccessEffects }>(
    request: FastifyRequest,
    run: (actor: Actor, now: Date) => Promise<T>,
  ) {
    const { effects, ...content } = await run(await actorOf(request), app.clock.now());
    await applyEffects(app, effects);
    return ok(request, content);
  }
  return write;
}
