import path from 'node:path';

// One server for the browser suite, on a database of its own under .tmp/.
export const E2E_PORT = 3100;
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, '../../.tmp/e2e-data');
export const E2E_DEMO_PASSWORD = 'demo2026pass';
