export { maskLicenceSnapshot } from './mask.ts';
export { readLicence } from './service.ts';
