import { MESSAGE_EVENT, type RealtimeMessage } from '@console/contract/user-messages';
import { apiCodes } from '@console/contract/api-codes';
import { io, type Socket } from 'socket.io-client';
import { toast } from '../feedback';
import { t } from '../i18n/i18n';
import { endSession } from '../session/end-session';

type MessageHandler = (message: RealtimeMessage) => void;
type ConnectHandler = () => void;
export type OpenSocket = typeof io;

let socket: Socket | null = null;
/** The token the socket was opened with, and when its current connection was made (ms). */
let openedWith: string | null = null;
let connectedAt: number | null = null;
const messageHandlers = new Set<MessageHandler>();
const connectHandlers = new Set<ConnectHandler>();

/**
 * spec §4/§7: one socket per signed-in session, to the page's own origin, the session token in
 * the handshake's auth payload (never its query string, which proxies write to their logs;
 * docs/realtime.md "Connecting"). Opening again (a new sign-in) replaces the previous socket.
 */
export function openRealtime(token: string, open: OpenSocket = io): void {
  closeRealtime();
  const next = open({ auth: { token }, transports: ['websocket', 'polling'] });
  next.on(MESSAGE_EVENT, (message: RealtimeMessage) => {
    for (const handler of messageHandlers) handler(message);
  });
  // Every (re)connect: what was pushed while offline is read back through the API.
  next.on('connect', () => {
    connectedAt = Date.now();
    for (const handler of connectHandlers) handler();
  });
  // The server dropped this socket on purpose (the session revoked elsewhere, the password
  // changed, the account disabled, a node stopping): socket.io does not reconnect by itself
  // then. Connecting again asks the server whether the session still holds: a refusal is the
  // 1007 below (the browser lands on the sign-in page), anything else reconnects as usual.
  next.on('disconnect', (reason: string) => {
    connectedAt = null;
    if (reason === 'io server disconnect') next.connect();
  });
  next.on('connect_error', (error: Error & { data?: { code?: string } }) => {
    // spec §8: 1007 is "login expired" — the local logout without confirmation.
    if (error.data?.code !== apiCodes.loginExpired) return;
    closeRealtime();
    toast.error(t('auth.loginExpired'));
    endSession();
  });
  socket = next;
  openedWith = token;
}

/**
 * Opens the socket for `token` unless it is open for it already. The console opens it as soon as
 * it knows the user is signed in (the layout route's loader), before its pages read their data:
 * a page's query that starts after the connect needs no reading again when it comes (the first
 * connect then finds no handler of the page; docs/realtime.md "When the console connects").
 */
export function openRealtimeOnce(token: string, open: OpenSocket = io): void {
  if (socket && openedWith === token) return;
  openRealtime(token, open);
}

/** Whether the current connection was made after `time` (what was read then may be stale). */
export function connectedAfter(time: number): boolean {
  return connectedAt !== null && connectedAt > time;
}

/** The open socket, or null; `on-event.ts` attaches its event handlers to it. */
export const currentRealtimeSocket = (): Socket | null => socket;

/** Logout (or the session ending) closes the socket; the server also drops it on logout. */
export function closeRealtime(): void {
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  openedWith = null;
  connectedAt = null;
}

export function onMessage(handler: MessageHandler): () => void {
  messageHandlers.add(handler);
  return () => messageHandlers.delete(handler);
}

/** Called on the first connect and after each reconnect. */
export function onConnect(handler: ConnectHandler): () => void {
  connectHandlers.add(handler);
  return () => connectHandlers.delete(handler);
}

/** Sends an event on the open socket (e.g. the chat's typing signal); nothing while offline. */
export function emitRealtime(event: string, payload: unknown): void {
  if (socket?.connected) socket.emit(event, payload);
}
