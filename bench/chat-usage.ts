// What bench:chat's processes used: CPU of a process and the time it waited for one (Linux
// /proc), and the PostgreSQL backends' CPU and commits.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';

/** CPU seconds a process used so far (Linux /proc; undefined elsewhere). */
export async function cpuSeconds(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks
}

/**
 * Seconds the process's main thread (node's event loop) has waited so far for a CPU while ready
 * to run (Linux schedstat): high when other work on the machine takes the cores.
 */
export async function runQueueSeconds(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/schedstat`, 'utf8').catch(() => undefined);
  return stat ? Number(stat.split(' ')[1]) / 1e9 : undefined;
}

/** CPU seconds so far of the PostgreSQL backends serving this bench's database, by pid. */
export async function databaseCpu(database: Database): Promise<Map<number, number>> {
  const backends = await database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
  );
  const used = new Map<number, number>();
  for (const { pid } of backends.rows as { pid: number }[]) {
    const seconds = await cpuSeconds(pid);
    if (seconds !== undefined) used.set(pid, seconds);
  }
  return used;
}
/** Transactions this database committed so far (each statement outside one counts as one). */
export async function databaseCommits(database: Database): Promise<number> {
  const found = await database.db.execute(
    sql`select xact_commit::int as commits from pg_stat_database where datname = current_database()`,
  );
  return (found.rows[0] as { commits: number }).commits;
}
/** What the backends used between two readings (a backend opened in between counts from 0). */
export const databaseCpuUsed = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((total, [pid, seconds]) => total + seconds - (before.get(pid) ?? 0), 0);
