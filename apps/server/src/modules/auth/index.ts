// What other modules use of sign-in: the password hash and the login rate limit (DESIGN §3).
export { hashPassword, verifyPassword } from './passwords.ts';
export { assertLoginAllowed, recordLoginAttempt } from './login-throttle.ts';
