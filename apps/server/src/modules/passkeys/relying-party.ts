import type { FastifyRequest } from 'fastify';
import { apiCodes } from '@console/contract/api-codes';
import { AppError } from '../../http/app-error.ts';

// docs/auth.md "Passkeys": the relying party is the host name the browser shows. A passkey made
// on one host name works there only (the browser holds it to that name), so the console needs
// no configured domain: each request's Origin names it, and verification expects that origin.

/** The name authenticators show beside the account. */
export const RP_NAME = 'Merchant Console';

export type RelyingParty = { rpID: string; origin: string };

/** An IP address is no valid RP ID (WebAuthn §5.1.3): browsers refuse it. */
const isIpAddress = (hostname: string) =>
  hostname.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);

/**
 * The RP ID and expected origin of a ceremony: from the Origin header a browser sends with every
 * POST, else the Host the request was made to (a client that is no browser). An address that
 * cannot hold passkeys answers 1001.
 */
export function relyingPartyOf(request: FastifyRequest): RelyingParty {
  const given = request.headers.origin;
  const origin =
    typeof given === 'string' && given !== 'null' ? given : `${request.protocol}://${request.host}`;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new AppError(apiCodes.rejected, 'passkey.originUnknown');
  }
  const isWeb = url.protocol === 'https:' || url.protocol === 'http:';
  if (!isWeb || !url.hostname || isIpAddress(url.hostname)) {
    throw new AppError(apiCodes.rejected, 'passkey.originUnknown');
  }
  return { rpID: url.hostname, origin: url.origin };
}
