export { decideLicence, hasApprovedLicence, pendingLicence } from './licence-store.ts';
export { maskLicenceSnapshot } from './mask.ts';
export { readLicence } from './service.ts';
