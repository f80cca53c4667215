import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';

/**
 * Preloaded (`--import`) into a child process by traces.test.ts: appends every module the process
 * loads to the file LOADED_MODULES_FILE names, ES modules as they resolve (a resolve hook, on
 * the hooks thread) and CommonJS ones, which Node 20's hooks do not see, as the process exits.
 */
const file = process.env.LOADED_MODULES_FILE;
if (!file) throw new Error('LOADED_MODULES_FILE is not set');
register('./loaded-modules-hooks.ts', import.meta.url, { data: { file } });
const { cache } = createRequire(import.meta.url);
process.on('exit', () => appendFileSync(file, `${Object.keys(cache).join('\n')}\n`));
