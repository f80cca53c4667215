import { STATUS_CODES } from 'node:http';
import { apiCodes } from '@console/contract/api-codes';
import type { Socket } from 'node:net';
import { DEFAULT_LOCALE } from '@console/contract/constants';
import { translate, type MessageKey } from '@console/contract/messages';
import { PROTECTION_HEADERS } from './security-headers.ts';

// docs/security.md: this answer too carries the browser protection headers.
const protectionLines = Object.entries(PROTECTION_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/** The status and message of a request Node's HTTP parser could not read. */
function answerOf(code: string | undefined): { status: number; key: MessageKey } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, key: 'error.timeout' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, key: 'validation.bodyTooLarge' };
  return { status: 400, key: 'validation.body' };
}

/**
 * Fastify's `clientErrorHandler` (docs/api.md "Framework errors"): a request Node cannot parse (a
 * NUL or a bad byte in a header, an unknown method, headers too large, a timeout) is answered with
 * the envelope, not Fastify's own JSON. Its headers were never read, so the message is in the
 * default locale.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  // As Fastify's default: a reset or destroyed connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, key } = answerOf(error.code);
  const body = JSON.stringify({
    code: apiCodes.rejected,
    msg: translate(DEFAULT_LOCALE, key),
    content: null,
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n${protectionLines}` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
