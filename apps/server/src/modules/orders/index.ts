export { orderMove, type OrderRow, transitionOrder } from './order-transition.ts';
export { openOrder } from './open-order.ts';
