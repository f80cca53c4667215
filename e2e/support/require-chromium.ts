// `npm test` and `npm run test:e2e` start here: without the browser the browser tests cannot
// run, so say at once how to get it instead of failing on a path after lint, unit tests and a
// build (docs/testing.md). Playwright never downloads a browser here (chromium.ts).
import { accessSync, constants } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.ts';

try {
  accessSync(CHROMIUM_PATH, constants.X_OK);
} catch {
  console.error(
    `Chromium not found at ${CHROMIUM_PATH}: the browser tests drive the system's Chromium.\n` +
      'Install it with: apt-get install -y --no-install-recommends chromium fonts-liberation fonts-noto-cjk\n' +
      '(or set CHROMIUM_PATH to a Chromium or Chrome executable).',
  );
  process.exit(1);
}
