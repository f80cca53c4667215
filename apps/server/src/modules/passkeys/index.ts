// Passkeys (WebAuthn): registered in /setting/account, signing in alone or as a second factor
// (docs/auth.md "Passkeys").
export { passkeyRoutes } from './routes.ts';
