// Identity: who is calling. A token to its session and user, a user to their membership of a
// merchant, with the 2-second cache between (docs/auth.md "Identity cache"). Everything above
// this floor (plugins, realtime, modules) imports it from here; it imports no module.
export type { Membership, SessionUser } from './identity-types.ts';
export { IDENTITY_TTL_MS, forgetIdentities } from './identity-cache.ts';
export {
  createSession,
  deviceHistory,
  findSessionUser,
  hashToken,
  noteSessionUse,
  recentSessions,
  revokeOtherSessions,
  revokeSession,
  revokeUserSessions,
} from './sessions.ts';
export { effectivePermissions, findActiveMembership, findSessionMembership } from './membership.ts';
export { membersHolding } from './members-holding.ts';
export {
  findUserByMail,
  findUserByMobile,
  findUserByTarget,
  findUserByUsername,
  normalizeUsername,
  deleteUsers,
  dropDefaultMerchant,
  insertUser,
  recountUserSecondFactor,
  takeTotpStep,
  updateUser,
} from './users.ts';
export {
  createCustomerSession,
  findSessionCustomer,
  type SessionCustomer,
} from './customer-sessions.ts';
export { tokenFromCookie, tokenFromHeader } from './tokens.ts';
export { roleRequiringSecondFactor } from './second-factor-roles.ts';
