import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';

// Child processes of the cluster test, each in a process group of its own, all ended when the
// test ends: normally, on a failed assertion, on an uncaught error or on Ctrl-C.

const live = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

export function killAll(): void {
  for (const child of live) killGroup(child, 'SIGKILL');
  live.clear();
}

process.on('exit', killAll);

export type Child = {
  name: string;
  process: ChildProcess;
  exited: Promise<number | null>;
  isRunning: () => boolean;
};

/** Starts `command` detached (its own group), its output appended to `logFile`. */
export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd: string; logFile: string },
): Child {
  const log = openSync(options.logFile, 'a');
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  live.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      live.delete(child);
      resolve(code);
    }),
  );
  return {
    name,
    process: child,
    exited,
    isRunning: () => child.exitCode === null && child.signalCode === null,
  };
}

export function signal(child: Child, name: NodeJS.Signals): void {
  killGroup(child.process, name);
}

/** SIGTERM, then SIGKILL after `graceMs` if it has not exited. */
export async function stopGracefully(child: Child, graceMs: number): Promise<'exited' | 'killed'> {
  if (!child.isRunning()) return 'exited';
  signal(child, 'SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'killed'>((resolve) => {
    timer = setTimeout(() => {
      signal(child, 'SIGKILL');
      resolve('killed');
    }, graceMs);
  });
  const result = await Promise.race([child.exited.then(() => 'exited' as const), late]);
  clearTimeout(timer);
  return result;
}
