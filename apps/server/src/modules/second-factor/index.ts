// What other modules use of the second factor (docs/auth.md).
export { secondFactorRoutes } from './routes.ts';
export { useSecondFactorCode, recountSecondFactor, replaceRecoveryCodes } from './factors.ts';
export { requiringMerchantRooms, secondFactorRequiredBy } from './required-by.ts';
