import path from 'node:path';
import type { Plugin } from 'vite';

// rc-util's style helper puts a nonce on the `<style>` it adds only when its caller passes one.
// antd's CSS-in-JS does (ConfigProvider `csp`), but the scroll lock of Modal, Drawer and the image
// preview (`@rc-component/portal`'s useScrollLocker) and the scrollbar measure it calls pass
// none: under the console's policy the browser refused those styles, and the page behind an
// open dialog kept scrolling (docs/security.md "The nonce"). The web build makes the helper fall
// back to the page's nonce. `style-nonce.test.ts` checks that the installed file still holds the
// lines this replaces; if it does not, the build stops here rather than ship refused styles.
export const STYLE_HELPER = '@rc-component/util/es/Dom/dynamicCSS.js';

export const NONCE_LINES = `  if (csp?.nonce) {
    styleNode.nonce = csp?.nonce;
  }`;

const PAGE_NONCE = path.resolve(import.meta.dirname, '../src/lib/theme/csp-nonce.ts');

/** The helper's source, stamping the page's nonce when its caller gave none. */
export function withPageNonce(code: string): string | null {
  if (!code.includes(NONCE_LINES)) return null;
  const stamped = `  const nonce = csp?.nonce ?? pageNonce;
  if (nonce) {
    styleNode.nonce = nonce;
  }`;
  return (
    `import { cspNonce as pageNonce } from ${JSON.stringify(PAGE_NONCE)};\n` +
    code.replace(NONCE_LINES, stamped)
  );
}

export function styleNonce(): Plugin {
  return {
    name: 'console:style-nonce',
    apply: 'build',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith(`/node_modules/${STYLE_HELPER}`)) return null;
      const stamped = withPageNonce(code);
      if (stamped === null) this.error(`${STYLE_HELPER} changed: the page's nonce is not added`);
      return { code: stamped, map: null };
    },
  };
}
