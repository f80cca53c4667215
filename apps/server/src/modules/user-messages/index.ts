export { type Notice, notifyUsers } from './notify.ts';
