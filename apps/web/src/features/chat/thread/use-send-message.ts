import type { ConversationSummary, StaffSendBody } from '@console/contract/chat';
import { useCallback } from 'react';
import { uploadFile } from '../../../lib/upload/upload-file';
import { sendMessage } from '../api/send-message';
import {
  failPending,
  mergeMessages,
  newClientId,
  putPending,
  type PendingMessage,
} from './thread-state';
import type { ThreadStore } from './thread-store';

/** What the composer and the side panel send; the client id is added here. */
export type Draft = Omit<StaffSendBody, 'clientId'>;

export type Sender = {
  /** A new message with a new client id; resolves once it is sent (true) or has failed (false). */
  send: (draft: Draft, file?: File) => Promise<boolean>;
  /** A failed message again, with the SAME client id: the server writes it at most once. */
  retry: (clientId: string) => Promise<void>;
};

/**
 * Staff sends (docs/chat.md "Web"): shown at once as "sending", then replaced by the server's
 * message (merged by seq like any other copy of it), or marked "failed" with a retry.
 */
export function useSendMessage(
  conversationId: number,
  store: ThreadStore,
  onSent: (conversation: ConversationSummary) => void,
): Sender {
  const run = useCallback(
    async (item: PendingMessage): Promise<boolean> => {
      store.update((state) => putPending(state, { ...item, status: 'sending' }));
      try {
        let body = item.body;
        if (item.file && body.imageId === undefined) {
          body = { ...body, imageId: (await uploadFile(item.file)).id };
          // The upload is kept: a retry sends the same image id.
          store.update((state) => putPending(state, { ...item, body, status: 'sending' }));
        }
        const sent = await sendMessage(conversationId, body);
        store.update((state) => mergeMessages(state, [sent.message]));
        onSent(sent.conversation);
        return true;
      } catch {
        store.update((state) => failPending(state, item.clientId));
        return false;
      }
    },
    [conversationId, onSent, store],
  );

  const send = useCallback(
    (draft: Draft, file?: File) => {
      const clientId = newClientId();
      return run({ clientId, body: { ...draft, clientId }, file, status: 'sending' });
    },
    [run],
  );

  const retry = useCallback(
    async (clientId: string) => {
      const item = store.get().pending.find((one) => one.clientId === clientId);
      if (item?.status === 'failed') await run(item);
    },
    [run, store],
  );

  return { send, retry };
}
