import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

export type SelfSigned = { certFile: string; keyFile: string };

/**
 * A certificate for 127.0.0.1 made for one bench run (openssl, on every Debian), so the console
 * is measured over HTTPS with HTTP/2 as it is deployed (docs/operations.md "HTTPS and HTTP/2").
 * The bench's own clients trust it through NODE_EXTRA_CA_CERTS or the browser's flag.
 */
export async function selfSignedCertificate(dir: string): Promise<SelfSigned> {
  await mkdir(dir, { recursive: true });
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { certFile, keyFile };
}
