// What other modules use of sign-in: the password hash (DESIGN §3).
export { hashPassword, verifyPassword } from './passwords.ts';
