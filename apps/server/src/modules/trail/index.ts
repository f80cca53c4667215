export { verifyTrail } from './verify-trail.ts';
export { trailScopes } from './trail-scopes.ts';
export { pruneTrail } from './prune-trail.ts';
