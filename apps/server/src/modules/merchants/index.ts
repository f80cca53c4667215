export { listUserMerchants } from './user-merchants.ts';
export { maskMobile } from './mask-mobile.ts';
