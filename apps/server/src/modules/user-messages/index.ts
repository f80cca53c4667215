export { type Notice, createMessages, pushMessages } from './notify.ts';
