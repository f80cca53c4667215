export { maskLicenceSnapshot } from './mask.ts';
