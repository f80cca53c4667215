export { assertLoginAllowed, recordLoginAttempt } from './login-throttle.ts';
