import { readFileSync } from 'node:fs';
import type { Config } from '../config.ts';

/**
 * docs/operations.md "HTTPS and HTTP/2": with TLS files configured the node speaks HTTPS itself,
 * HTTP/2 to the browsers that offer it (one connection carries every file of a page) and
 * HTTP/1.1 to the rest, which is also what the realtime WebSocket upgrade runs over.
 */
type SecureTransport = {
  http2: true;
  https: { allowHTTP1: true; cert: Buffer; key: Buffer };
};

class TlsFileError extends Error {
  constructor(variable: string, file: string, cause: unknown) {
    super(`${variable}: cannot read ${file} (${(cause as Error).message})`);
    this.name = 'TlsFileError';
  }
}

function readPem(variable: string, file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new TlsFileError(variable, file, error);
  }
}

/** The server options of the configured transport; null for plain HTTP. */
export function secureTransport(tls: Config['tls']): SecureTransport | null {
  if (!tls) return null;
  return {
    http2: true,
    https: {
      allowHTTP1: true,
      cert: readPem('TLS_CERT_FILE', tls.certFile),
      key: readPem('TLS_KEY_FILE', tls.keyFile),
    },
  };
}
