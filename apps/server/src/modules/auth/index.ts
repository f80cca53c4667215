// What other modules use of sign-in: the password hash (DESIGN §3).
export { hashPassword, verifyPassword } from './passwords.ts';
export { clientMetaOf } from './client-meta.ts';
export { startSession, type ClientMeta } from './session-content.ts';
export {
  countTicketMiss,
  createTicket,
  findTicket,
  setTicketChallenge,
  useTicket,
  type Ticket,
} from './tickets.ts';
