export { type Notice, notifyUsers } from './message-doors.ts';
