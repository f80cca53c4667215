import type { Db } from '../db/client.ts';
import { sealScope, unsealedScopes } from './trail-append.ts';

/**
 * Chains committed trail entries (docs/trail.md "The chain"): the writer asks it to seal the
 * scopes a write touched once the write has committed; asks for a scope whose sealing is running
 * are folded into one more run after it, so under load one run seals many writes' entries. A
 * sweep seals what a node left behind (it stopped between a commit and its sealing).
 */
export type TrailSealer = {
  /** Seals these scopes' committed entries soon; never waits and never throws. */
  seal(scopes: Iterable<number>): void;
  /** Seals every scope holding unsealed entries, whichever node wrote them. */
  sweep(): Promise<void>;
  /** Resolves once every sealing asked for so far (and the runs it folded in) has ended. */
  settle(): Promise<void>;
};

/**
 * How long a scope's next run waits after the last, when writes asked for it meanwhile: under
 * load, one statement then seals the entries of many writes instead of one each.
 */
const FOLD_MS = 100;

export function createTrailSealer(options: {
  db: Db;
  onError: (error: unknown, scope: number) => void;
}): TrailSealer {
  const running = new Map<number, Promise<void>>();
  const again = new Set<number>();

  const run = (scope: number, wait: number) => {
    again.delete(scope);
    const sealing = new Promise((resolve) => setTimeout(resolve, wait))
      .then(() => sealScope(options.db, scope))
      .then(
        () => undefined,
        (error: unknown) => options.onError(error, scope),
      )
      .finally(() => {
        running.delete(scope);
        if (again.has(scope)) run(scope, FOLD_MS);
      });
    running.set(scope, sealing);
  };

  const seal = (scopes: Iterable<number>) => {
    for (const scope of scopes) {
      if (running.has(scope)) again.add(scope);
      else run(scope, 0);
    }
  };

  return {
    seal,
    async sweep() {
      seal(await unsealedScopes(options.db));
      await this.settle();
    },
    async settle() {
      while (running.size > 0) await Promise.all(running.values());
    },
  };
}
