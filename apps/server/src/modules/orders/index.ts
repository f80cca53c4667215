export { openOrder, orderMove, type OrderRow, transitionOrder } from './order-doors.ts';
