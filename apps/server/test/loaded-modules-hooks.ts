import { appendFileSync } from 'node:fs';
import type { InitializeHook, ResolveHook } from 'node:module';

// The module hooks loaded-modules.ts registers: each resolved URL, one a line.
let file = '';

export const initialize: InitializeHook<{ file: string }> = (data) => {
  file = data.file;
};

export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  const resolved = await nextResolve(specifier, context);
  appendFileSync(file, `${resolved.url}\n`);
  return resolved;
};
