export { decideLicence, hasApprovedLicence, pendingLicence } from './licence-store.ts';
export { type LicenceRow } from './licence-view.ts';
export { maskLicenceSnapshot } from './mask.ts';
export { readLicence } from './service.ts';
