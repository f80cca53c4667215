export { listUserMemberships, listUserMerchants, type UserMembership } from './user-merchants.ts';
export { leaveMerchant } from './member-admin.ts';
export { findOwner } from './service.ts';
export { openMerchant } from './merchant-doors.ts';
