import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './helper.ts';
import { chatApi } from './chat-fixtures.ts';
import { listen, presenceOf, socketPool } from './realtime-client.ts';

// docs/chat.md "Nobody there": with no member who answers online, a customer sees the away
// message with its hours, and the members who asked are told by mail, once per conversation per
// hour.
let t: TestApp;
let url: string;
const pool = socketPool();
beforeAll(async () => {
  t = await createTestApp({ env: { ASSIGNMENT_WATCH_SECONDS: '0' } });
  url = await listen(t);
});
afterEach(() => pool.closeAll());
afterAll(async () => {
  pool.closeAll();
  await t.close();
});

const presence = (user: TestUser, online: boolean) => presenceOf(t, user.id, online);

async function shop() {
  const chat = chatApi(t);
  const opened = await chat.openChat('Zhao Liu');
  const member = await chat.staff(opened.shop.id);
  const availability = async (token = opened.customer.token, id = opened.conversationId) =>
    (
      await t.call('GET', `/api/storefront/conversations/${id}/availability`, {
        token,
        locale: 'en-US',
      })
    ).body;
  /** Notices in the outbox to this mail. */
  const noticesTo = async (mail: string) =>
    (await t.outbox()).filter((entry) => entry.to === mail && entry.notice);
  const says = async (text: string) => {
    const sent = await chat.customerSays(opened.customer.token, opened.conversationId, text);
    expect(sent.body.code).toBe('0000');
    await t.app.chatQueue.settle();
  };
  return { ...opened, chat, member, availability, noticesTo, says };
}

describe('the away message', () => {
  it('shows the merchant’s away message and hours while nobody answers, and nothing once someone does', async () => {
    const s = await shop();
    const set = await s.chat.staffCall('PUT', '/targets', s.owner, s.shop.id, {
      businessHours: [{ day: 1, open: '09:00', close: '18:00' }],
      firstResponseMinutes: null,
      nextResponseMinutes: null,
      awayMessage: 'We are away. We answer on Monday from 9.',
    });
    expect(set.body.content.targets.awayMessage).toBe('We are away. We answer on Monday from 9.');
    expect(await s.availability()).toMatchObject({
      code: '0000',
      content: {
        online: false,
        away: {
          message: 'We are away. We answer on Monday from 9.',
          businessHours: [{ day: 1, open: '09:00', close: '18:00' }],
          timeZone: 'Asia/Shanghai',
        },
      },
    });
    // The targets set again without it keep it.
    const again = await s.chat.staffCall('PUT', '/targets', s.owner, s.shop.id, {
      businessHours: null,
      firstResponseMinutes: 30,
      nextResponseMinutes: null,
    });
    expect(again.body.content.targets.awayMessage).toBe('We are away. We answer on Monday from 9.');

    await pool.open(url, s.member.token);
    await presence(s.member, true);
    expect((await s.availability()).content).toEqual({ online: true, away: null });

    // Another customer's conversation is not theirs to ask about.
    const stranger = await s.chat.openChatWith(s.shop.id, 'Qian Qi');
    expect((await s.availability(stranger.customer.token, s.conversationId)).code).toBe('1002');
  });

  it('refuses an over-long away message in the user’s language and keeps the old one', async () => {
    const s = await shop();
    const long = await t.call('PUT', '/api/chat/targets', {
      token: s.owner.token,
      locale: 'zh-CN',
      payload: {
        merchants_id: s.shop.id,
        businessHours: null,
        firstResponseMinutes: null,
        nextResponseMinutes: null,
        awayMessage: 'x'.repeat(501),
      },
    });
    expect(long.body.code).toBe('1001');
    expect(JSON.stringify(long.body)).toContain('离开消息最多 500 个字符');
    expect((await s.availability()).content.away.message).toBe('');
  });
});

describe('the offline notice', () => {
  it('tells who asked, once per conversation per hour, and nobody while someone answers', async () => {
    const s = await shop();
    const optIn = await s.chat.staffCall('PUT', '/offline-alert', s.member, s.shop.id, {
      enabled: true,
    });
    expect(optIn.body.content.assignment.offlineAlert).toBe(true);

    await s.says('Is anyone there?');
    const first = await s.noticesTo(s.member.mail);
    expect(first).toHaveLength(1);
    expect(first[0]!.notice).toContain('Zhao Liu');
    expect(first[0]!.notice).toContain('Is anyone there?');
    // The owner did not ask.
    expect(await s.noticesTo(s.owner.mail)).toHaveLength(0);

    // Within the hour: not again.
    t.clock.advance(30 * 60_000);
    await s.says('Hello?');
    expect(await s.noticesTo(s.member.mail)).toHaveLength(1);

    // An hour after the first: again.
    t.clock.advance(31 * 60_000);
    await s.says('Still nobody?');
    expect(await s.noticesTo(s.member.mail)).toHaveLength(2);

    // An hour on, the owner is online: nobody is told.
    t.clock.advance(61 * 60_000);
    await pool.open(url, s.owner.token);
    await presence(s.owner, true);
    await s.says('Ah, there you are');
    expect(await s.noticesTo(s.member.mail)).toHaveLength(2);

    // Turned off: not told any more.
    pool.closeAll();
    await presence(s.owner, false);
    await s.chat.staffCall('PUT', '/offline-alert', s.member, s.shop.id, { enabled: false });
    t.clock.advance(61 * 60_000);
    await s.says('Hello again');
    expect(await s.noticesTo(s.member.mail)).toHaveLength(2);
  });
});
