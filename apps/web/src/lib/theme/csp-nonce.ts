/**
 * The nonce of this page's Content-Security-Policy (docs/security.md "The nonce"). The server
 * writes a fresh one into each index.html it sends, in the `<meta property="csp-nonce">` Vite
 * adds (vite.config.ts `html.cspNonce`), and allows the `<style>` elements that carry it. antd
 * (ConfigProvider `csp`, which hands it to its icons too), the rich text editor and rc-util's
 * style helper (tooling/style-nonce.ts) put it on the styles they add. Undefined without one
 * (unit tests).
 */
function readNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Under a policy, Chromium empties the attribute once parsed; the property keeps the value.
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

export const cspNonce = readNonce();

/** antd's ConfigProvider `csp`. */
export const antdCsp = cspNonce === undefined ? undefined : { nonce: cspNonce };
