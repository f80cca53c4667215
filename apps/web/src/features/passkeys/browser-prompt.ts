import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@console/contract/passkeys';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { toast } from '../../lib/feedback';
import { t } from '../../lib/i18n/i18n';

// docs/auth.md "Passkeys": the browser's own prompt (create or use a passkey). When it refuses,
// or the user cancels or lets it time out, the user is told so at once, and the caller gets a
// PasskeyPromptError: nothing was sent to the server, nothing claims success.

/** The browser's prompt ended without a passkey; the user has been told why. */
export class PasskeyPromptError extends Error {
  override readonly name = 'PasskeyPromptError';
}

type Purpose = 'register' | 'signIn';

/** Why the prompt gave no passkey, in the user's words; `cancelled` when the user stopped it. */
export function promptFailureOf(
  error: unknown,
  purpose: Purpose,
): { message: string; cancelled: boolean } {
  const name = error instanceof Error ? error.name : '';
  const code = error instanceof WebAuthnError ? error.code : undefined;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return { message: t('passkeyPrompt.known'), cancelled: false };
  }
  // NotAllowedError covers a cancel, a timeout and a prompt the browser would not show.
  if (name === 'NotAllowedError' || name === 'AbortError') {
    const key =
      purpose === 'register'
        ? 'passkeyPrompt.cancelled.register'
        : 'passkeyPrompt.cancelled.signIn';
    return { message: t(key), cancelled: true };
  }
  if (
    name === 'SecurityError' ||
    code === 'ERROR_INVALID_DOMAIN' ||
    code === 'ERROR_INVALID_RP_ID'
  ) {
    return { message: t('passkeyPrompt.address'), cancelled: false };
  }
  if (name === 'NotSupportedError' || !browserSupportsWebAuthn()) {
    return { message: t('passkeyPrompt.unsupported'), cancelled: false };
  }
  const reason = error instanceof Error ? error.message : String(error);
  return { message: t('passkeyPrompt.failed', { reason }), cancelled: false };
}

async function prompted<T>(purpose: Purpose, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const { message, cancelled } = promptFailureOf(error, purpose);
    (cancelled ? toast.warning : toast.error)(message);
    throw new PasskeyPromptError(message, { cause: error });
  }
}

/** navigator.credentials.create() with the server's options: the new passkey's answer. */
export const promptNewPasskey = (options: PasskeyCreationOptions) =>
  prompted('register', () =>
    startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON }),
  );

/** navigator.credentials.get() with the server's options: a passkey's answer. */
export const promptPasskey = (options: PasskeyRequestOptions) =>
  prompted('signIn', () =>
    startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON }),
  );
