import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { NONCE_LINES, STYLE_HELPER, withPageNonce } from './style-nonce';

const require = createRequire(import.meta.url);

describe('the page nonce in rc-util styles', () => {
  it('finds the lines it replaces in the installed style helper', () => {
    const code = readFileSync(require.resolve(STYLE_HELPER), 'utf8');
    expect(code).toContain(NONCE_LINES);
    const stamped = withPageNonce(code);
    expect(stamped).toMatch(/^import \{ cspNonce as pageNonce \} from ".*csp-nonce\.ts";\n/);
    expect(stamped).toContain('const nonce = csp?.nonce ?? pageNonce;');
    expect(stamped).not.toContain(NONCE_LINES);
  });

  it('leaves a helper it does not recognise to the build to stop on', () => {
    expect(withPageNonce('export function injectCSS() {}')).toBeNull();
  });
});
