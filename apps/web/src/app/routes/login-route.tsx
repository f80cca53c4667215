import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { LoginPage } from '../../features/auth/login-page';
import {
  passkeySecondFactor,
  signInWithPasskey,
} from '../../features/passkeys/api/sign-in-with-passkey';

// Passkeys where the browser has them (docs/auth.md "Passkeys"); the sign-in page offers none
// otherwise.
const passkey = { signIn: signInWithPasskey, secondFactor: passkeySecondFactor };

/** /login: composes the sign-in page with passkeys. */
export function LoginRoute() {
  return <LoginPage passkey={browserSupportsWebAuthn() ? passkey : undefined} />;
}
