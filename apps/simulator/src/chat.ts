import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { apiCodes } from '@console/contract/api-codes';
import {
  CHAT_MESSAGE_EVENT,
  CUSTOMER_NAMESPACE,
  type CustomerChatMessagePush,
} from '@console/contract/chat-realtime';
import {
  type CustomerConversationContent,
  type CustomerSentContent,
} from '@console/contract/chat-storefront';
import { callApi, type Envelope } from './storefront-client.ts';
import type { createTally } from './tally.ts';

// Simulated customers who chat (docs/simulator.md "What the customers do"): a customer opens the
// conversation with a merchant whose activities they browsed and asks something; on a socket of
// their own (the /customer namespace) they receive the staff's answers live, read them, and now and
// then answer back a few seconds later. Someone watching /cc sees conversations arrive and answers
// reach them.

const OPENERS = [
  '你好，请问这个活动适合带小朋友参加吗？',
  '周六下午还有位置吗？',
  '请问可以开发票吗？',
  '活动地点附近好停车吗？',
  'Hi! Is there parking near the venue?',
  'Can I bring a friend along?',
  'What should I bring on the day?',
  'Is the activity held if it rains?',
] as const;

const NUDGES = ['还在吗？', '请问有人吗？', 'Hello? Anyone there?'] as const;
/** A question unanswered this long gets one nudge; until then the customer does not write. */
const NUDGE_AFTER_MS = 60_000;

const FOLLOW_UPS = [
  '好的，谢谢！',
  '明白了，那我下单了',
  '还有一个问题：可以改期吗？',
  'Great, thank you!',
  'Perfect, see you then.',
  'One more question: is lunch included?',
] as const;

/** Who chats: a signed-in simulated customer (their token and loopback address). */
export type Chatter = { index: number; name: string; token?: string; localAddress?: string };

/** A conversation with a merchant: since when the customer waits for an answer, if they do. */
type Thread = { id: number; waitingSince: number | null; nudged: boolean };
type Talk = { socket: Socket; threads: Map<number, Thread> };
type Answer = { chatter: Chatter; conversationId: number; seq: number; due: number };

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
const clientId = () => `sim-${randomBytes(9).toString('base64url')}`;

export function createChat(base: URL, tally: ReturnType<typeof createTally>) {
  const talks = new Map<number, Talk>();
  const answers: Answer[] = [];

  /** 0000 -> the content; 1005 (too fast) and 1001 -> refusals; anything else -> an error. */
  function settle<T>(answer: Envelope<T>): T | undefined {
    if (answer.code === apiCodes.ok) return answer.content;
    const refused = [apiCodes.rejected, apiCodes.tooManyAttempts] as string[];
    tally.refuse(refused.includes(answer.code) ? 'refusals' : 'errors', `chat: ${answer.msg}`);
    return undefined;
  }

  /** The customer's socket: staff answers arrive here; some get an answer back later. */
  function talkOf(chatter: Chatter): Talk {
    const open = talks.get(chatter.index);
    if (open) return open;
    const socket = io(`${base.origin}${CUSTOMER_NAMESPACE}`, {
      auth: { token: chatter.token },
      transports: ['websocket'],
    });
    socket.on(CHAT_MESSAGE_EVENT, ({ conversationId, message }: CustomerChatMessagePush) => {
      if (message.sender !== 'staff') return;
      tally.counts.staffAnswers += 1;
      for (const thread of talk.threads.values()) {
        if (thread.id === conversationId) thread.waitingSince = null;
      }
      const due = Date.now() + (3 + Math.random() * 9) * 1000;
      answers.push({ chatter, conversationId, seq: message.seq, due });
    });
    const talk: Talk = { socket, threads: new Map() };
    talks.set(chatter.index, talk);
    return talk;
  }

  async function send(chatter: Chatter, conversationId: number, text: string) {
    const sent = settle(
      await callApi<CustomerSentContent>(
        base,
        'POST',
        `/api/storefront/conversations/${conversationId}/messages`,
        {
          token: chatter.token,
          localAddress: chatter.localAddress,
          body: { clientId: clientId(), kind: 'text', text },
        },
      ),
    );
    if (sent) tally.counts.chatMessages += 1;
  }

  return {
    /**
     * The customer writes to the merchant, opening their conversation the first time; false
     * when they are still waiting for an answer (one nudge after a minute) and write nothing.
     */
    async ask(chatter: Chatter, merchantId: number): Promise<boolean> {
      const talk = talkOf(chatter);
      let thread = talk.threads.get(merchantId);
      if (thread === undefined) {
        const opened = settle(
          await callApi<CustomerConversationContent>(
            base,
            'POST',
            '/api/storefront/conversations',
            {
              token: chatter.token,
              localAddress: chatter.localAddress,
              body: { merchantId },
            },
          ),
        );
        if (!opened) return true;
        thread = { id: opened.conversation.id, waitingSince: null, nudged: false };
        talk.threads.set(merchantId, thread);
        tally.counts.chats += 1;
      }
      if (thread.waitingSince !== null) {
        if (thread.nudged || Date.now() - thread.waitingSince < NUDGE_AFTER_MS) return false;
        thread.nudged = true;
        await send(chatter, thread.id, pick(NUDGES));
        return true;
      }
      thread.waitingSince = Date.now();
      thread.nudged = false;
      await send(chatter, thread.id, pick(OPENERS));
      return true;
    },

    /** A staff answer whose time has come: read it, and answer back two times in three. */
    async answerDue(): Promise<boolean> {
      const at = answers.findIndex((answer) => answer.due <= Date.now());
      if (at < 0) return false;
      const [{ chatter, conversationId, seq }] = answers.splice(at, 1) as [Answer];
      const read = await callApi(
        base,
        'POST',
        `/api/storefront/conversations/${conversationId}/read`,
        { token: chatter.token, localAddress: chatter.localAddress, body: { seq } },
      );
      if (settle(read) === undefined) return true;
      if (Math.random() < 2 / 3) await send(chatter, conversationId, pick(FOLLOW_UPS));
      return true;
    },

    /** Answers not yet due when the run stops. */
    pending: () => answers.length,

    close(): void {
      for (const { socket } of talks.values()) socket.disconnect();
    },
  };
}
