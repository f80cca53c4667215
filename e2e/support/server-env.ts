import path from 'node:path';

// One server for the browser suite, on a database of its own under .tmp/. The port and the
// served build can be moved (E2E_PORT, WEB_DIST) so that two runs can share a machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, `../../.tmp/e2e-data-${E2E_PORT}`);
export const E2E_DEMO_PASSWORD = 'demo2026pass';
