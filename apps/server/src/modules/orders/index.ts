export { type OrderRow, transitionOrder } from './order-transition.ts';
