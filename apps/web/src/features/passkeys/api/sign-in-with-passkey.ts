import type { SessionContent } from '@console/contract/auth';
import type { PasskeySignInBody, PasskeySignInOptionsContent } from '@console/contract/passkeys';
import { request } from '../../../lib/http/client';
import { promptPasskey } from '../browser-prompt';

// docs/auth.md "Passkeys": POST /api/login/passkey/options, the browser's prompt, then
// POST /api/login/passkey. A refusal of the server is toasted by the client; one of the browser
// by the prompt (PasskeyPromptError).

async function passkeySession(ticket?: string): Promise<SessionContent> {
  const { content } = await request<PasskeySignInOptionsContent>({
    method: 'POST',
    path: '/login/passkey/options',
    body: ticket === undefined ? {} : { ticket },
    merchant: false,
  });
  const response = await promptPasskey(content.options);
  // The browser's JSON as the contract's body takes it (it lets further fields through).
  const body: PasskeySignInBody = {
    ticket: content.ticket,
    response: response as PasskeySignInBody['response'],
  };
  const answer = await request<SessionContent>({
    method: 'POST',
    path: '/login/passkey',
    body,
    merchant: false,
  });
  return answer.content;
}

/** Signs in with a passkey alone: any passkey of this site, which names its account. */
export const signInWithPasskey = (): Promise<SessionContent> => passkeySession();

/** A passkey as the second factor of the sign-in whose first factor answered `ticket`. */
export const passkeySecondFactor = (ticket: string): Promise<SessionContent> =>
  passkeySession(ticket);
