export { listUserMerchants } from './user-merchants.ts';
