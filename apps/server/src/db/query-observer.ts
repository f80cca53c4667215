import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * One SQL statement as the database layer runs it, for whoever watches the queries (metrics'
 * query duration, a trace's SQL span: docs/operations.md). `sql` is the statement's text without
 * its parameters, so nothing a merchant typed reaches a metric label or a span.
 */
export interface ObservedQuery {
  driver: 'pglite' | 'pg';
  sql: string;
}

/** Called as a statement starts; the function it returns is called once as it ends. */
export type QueryObserver = (query: ObservedQuery) => (error?: unknown) => void;

const observers = new Set<QueryObserver>();

/** Watches every statement of every database this process opens; returns the way to stop. */
export function addQueryObserver(observer: QueryObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

function startQuery(query: ObservedQuery): (error?: unknown) => void {
  const ends = [...observers].map((observer) => observer(query));
  let ended = false;
  return (error) => {
    if (ended) return;
    ended = true;
    for (const end of ends) end(error);
  };
}

function sqlOf(first: unknown): string {
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && 'text' in first && typeof first.text === 'string')
    return first.text;
  return '';
}

/**
 * Times a promise-returning call; a call that throws at once ends the observation too. With
 * nobody watching (no metrics served, no traces) the call runs as it is.
 */
function timed<T>(query: ObservedQuery, run: () => Promise<T>): Promise<T> {
  if (observers.size === 0) return run();
  return settle(startQuery(query), run);
}

function settle<T>(end: (error?: unknown) => void, run: () => Promise<T>): Promise<T> {
  let answer: Promise<T>;
  try {
    answer = run();
  } catch (error) {
    end(error);
    throw error;
  }
  return answer.then(
    (value) => {
      end();
      return value;
    },
    (error: unknown) => {
      end(error);
      throw error;
    },
  );
}

function watchPgliteMethods<C extends Pick<PGlite, 'query' | 'exec'> | Transaction>(target: C) {
  const query = target.query.bind(target);
  const exec = target.exec.bind(target);
  target.query = ((sql: string, ...rest: unknown[]) =>
    timed({ driver: 'pglite', sql }, () =>
      (query as (...args: unknown[]) => Promise<unknown>)(sql, ...rest),
    )) as C['query'];
  target.exec = ((sql: string, ...rest: unknown[]) =>
    timed({ driver: 'pglite', sql }, () =>
      (exec as (...args: unknown[]) => Promise<unknown>)(sql, ...rest),
    )) as C['exec'];
}

/**
 * PGlite: its own query and exec, and those of the transaction object its transaction() hands
 * to the callback (Drizzle runs a transaction's statements there).
 */
const watchedPglites = new WeakSet<PGlite>();

export function watchPgliteQueries(client: PGlite): void {
  if (watchedPglites.has(client)) return;
  watchedPglites.add(client);
  watchPgliteMethods(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      watchPgliteMethods(tx);
      return callback(tx);
    })) as PGlite['transaction'];
}

/**
 * node-postgres: each client of the pool as it connects. pg-pool's own query() calls the
 * client's in callback form, Drizzle's transactions in promise form; both are timed. A
 * Submittable (a cursor) passes through unobserved, as every call does while nobody watches.
 */
export function watchPgQueries(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const first = args[0];
      const submittable = first && typeof first === 'object' && 'submit' in first;
      if (observers.size === 0 || submittable) return query(...args);
      const end = startQuery({ driver: 'pg', sql: sqlOf(first) });
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (error: unknown, result: unknown) => {
          end(error ?? undefined);
          (callback as (error: unknown, result: unknown) => void)(error, result);
        };
        try {
          return query(...args);
        } catch (error) {
          end(error);
          throw error;
        }
      }
      return settle(end, () => query(...args) as Promise<unknown>);
    }) as typeof client.query;
  });
}
