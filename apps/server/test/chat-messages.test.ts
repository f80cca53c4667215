import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';
import { chatApi } from './chat-fixtures.ts';

// docs/chat.md "Sequence": every message exactly once, in order.
let t: TestApp;
let chat: ReturnType<typeof chatApi>;
beforeAll(async () => {
  t = await createTestApp();
  chat = chatApi(t);
});
afterAll(() => t.close());

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('sending', () => {
  it('gives concurrent sends of a customer and two staff gap-free sequences, paged back once each in order', async () => {
    const { owner, shop, customer, conversationId } = await chat.openChat();
    const colleague = await chat.staff(shop.id);
    const sends = [
      ...range(1, 10).map((n) => chat.customerSays(customer.token, conversationId, `c${n}`)),
      ...range(1, 10).map((n) => chat.staffSays(owner, shop.id, conversationId, `o${n}`)),
      ...range(1, 10).map((n) => chat.staffSays(colleague, shop.id, conversationId, `m${n}`)),
    ];
    const answers = await Promise.all(sends);
    expect(answers.map((answer) => answer.body.code)).toEqual(answers.map(() => '0000'));
    const written = answers.map((answer) => answer.body.content.message.seq as number);
    expect([...written].sort((a, b) => a - b)).toEqual(range(1, 30));
    expect(await chat.pageAll(owner, shop.id, conversationId)).toEqual(range(1, 30));
    expect(await chat.pageAll(colleague, shop.id, conversationId, 30)).toEqual(range(1, 30));
    // The customer reads the same history the same way.
    const history = await chat.store.call(
      'GET',
      `/conversations/${conversationId}/messages?pageSize=100`,
      customer.token,
    );
    expect(history.body.content.messages.map((m: { seq: number }) => m.seq)).toEqual(range(1, 30));
    expect(history.body.content.nextLastId).toBeNull();
  });

  it('writes one row for a send retried with the same client id, and answers the first message', async () => {
    const { owner, shop, customer, conversationId } = await chat.openChat();
    const first = await chat.customerSays(customer.token, conversationId, 'hello', 'retry-1');
    const again = await Promise.all([
      chat.customerSays(customer.token, conversationId, 'hello', 'retry-1'),
      chat.customerSays(customer.token, conversationId, 'hello', 'retry-1'),
    ]);
    for (const answer of again) {
      expect(answer.body.content.message).toEqual(first.body.content.message);
    }
    const staffFirst = await chat.staffSays(owner, shop.id, conversationId, 'hi', 'staff-1');
    const staffAgain = await chat.staffSays(owner, shop.id, conversationId, 'hi', 'staff-1');
    expect(staffAgain.body.content.message.id).toBe(staffFirst.body.content.message.id);
    expect(await chat.pageAll(owner, shop.id, conversationId)).toEqual([1, 2]);
  });

  it('answers exactly the later messages to a catch-up after sequence N, page after page', async () => {
    const { owner, shop, customer, conversationId } = await chat.openChat();
    for (const n of range(1, 12)) await chat.customerSays(customer.token, conversationId, `m${n}`);
    const seen: number[] = [];
    let after: number | null = 4;
    while (after !== null) {
      const page = await chat.staffCall(
        'GET',
        `/conversations/${conversationId}/messages`,
        owner,
        shop.id,
        undefined,
        { after_seq: String(after), pageSize: '3' },
      );
      seen.push(...page.body.content.messages.map((m: { seq: number }) => m.seq));
      after = page.body.content.nextLastId;
    }
    expect(seen).toEqual(range(5, 12));
  });

  it('keeps HTML as inert text, and refuses empty or over-long text in the caller language', async () => {
    const { owner, shop, customer, conversationId } = await chat.openChat();
    const html = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const sent = await chat.customerSays(customer.token, conversationId, html);
    expect(sent.body.content.message).toMatchObject({ kind: 'text', text: html });
    expect(sent.headers['content-type']).toContain('application/json');
    const empty = await chat.staffSays(owner, shop.id, conversationId, '   ');
    expect(empty.body).toMatchObject({
      code: '1001',
      content: { fields: { text: 'Please enter a message' } },
    });
    const long = await t.call('POST', `/api/chat/conversations/${conversationId}/messages`, {
      token: owner.token,
      locale: 'zh-CN',
      payload: { merchants_id: shop.id, clientId: 'long-1', kind: 'text', text: 'x'.repeat(2001) },
    });
    expect(long.body).toMatchObject({
      code: '1001',
      content: { fields: { text: '消息最多 2000 个字符' } },
    });
    expect(await chat.pageAll(owner, shop.id, conversationId)).toEqual([1]);
  });

  it('limits how fast one customer sends', async () => {
    const { customer, conversationId } = await chat.openChat();
    const answers = [];
    for (const n of range(1, 21))
      answers.push(await chat.customerSays(customer.token, conversationId, `m${n}`));
    expect(answers.slice(0, 20).every((answer) => answer.body.code === '0000')).toBe(true);
    expect(answers[20]!.body).toMatchObject({
      code: '1005',
      msg: 'You are sending too fast, please try again in a moment',
    });
    t.clock.advance(11_000);
    expect((await chat.customerSays(customer.token, conversationId, 'later')).body.code).toBe(
      '0000',
    );
  });
});

describe('who sees what', () => {
  it("hides another customer's conversation from a customer", async () => {
    const { conversationId } = await chat.openChat();
    const stranger = await chat.store.customer('Li Si');
    const read = await chat.store.call(
      'GET',
      `/conversations/${conversationId}/messages`,
      stranger.token,
    );
    expect(read.body.code).toBe('1002');
    const write = await chat.customerSays(stranger.token, conversationId, 'hi');
    expect(write.body.code).toBe('1002');
    const list = await chat.store.call('GET', '/conversations', stranger.token);
    expect(list.body.content.conversations).toEqual([]);
  });

  it("hides another merchant's conversations, messages and quick replies, and changes nothing", async () => {
    const first = await chat.openChat();
    await chat.customerSays(first.customer.token, first.conversationId, 'hello');
    const other = await chat.openChat();
    const quick = await chat.staffCall('POST', '/quick-replies', first.owner, first.shop.id, {
      title: 'Hi',
      textZh: '你好 {customer}',
      textEn: 'Hello {customer}',
    });
    const quickId = quick.body.content.quickReply.id as number;
    const outsider = other.owner;
    const asOther = (method: string, url: string, payload?: Record<string, unknown>) =>
      chat.staffCall(method, url, outsider, other.shop.id, payload);
    const id = first.conversationId;
    expect((await asOther('GET', `/conversations/${id}`)).body.code).toBe('1002');
    expect((await asOther('GET', `/conversations/${id}/messages`)).body.code).toBe('1002');
    expect((await asOther('GET', `/conversations/${id}/context`)).body.code).toBe('1002');
    expect(
      (
        await asOther('POST', `/conversations/${id}/messages`, {
          clientId: 'x1',
          kind: 'text',
          text: 'hi',
        })
      ).body.code,
    ).toBe('1002');
    expect(
      (await asOther('POST', `/conversations/${id}/status`, { status: 'resolved' })).body.code,
    ).toBe('1002');
    expect(
      (await asOther('POST', `/conversations/${id}/assign`, { assigneeId: null })).body.code,
    ).toBe('1002');
    expect((await asOther('POST', `/conversations/${id}/read`, { seq: 1 })).body.code).toBe('1002');
    expect(
      (await asOther('PUT', `/quick-replies/${quickId}`, { title: 'x', textZh: 'x', textEn: 'x' }))
        .body.code,
    ).toBe('1002');
    expect((await asOther('DELETE', `/quick-replies/${quickId}`)).body.code).toBe('1002');
    const list = await asOther('GET', '/conversations', undefined);
    expect(list.body.content.conversations.map((c: { id: number }) => c.id)).not.toContain(id);
    const quickList = await asOther('GET', '/quick-replies');
    expect(quickList.body.content.quickReplies).toEqual([]);
    // Its own staff still see it all unchanged.
    const mine = await chat.staffCall('GET', `/conversations/${id}`, first.owner, first.shop.id);
    expect(mine.body.content.conversation).toMatchObject({
      status: 'open',
      lastSeq: 1,
      assignee: null,
    });
    const replies = await chat.staffCall('GET', '/quick-replies', first.owner, first.shop.id);
    expect(replies.body.content.quickReplies).toEqual([quick.body.content.quickReply]);
  });

  it('refuses the inbox to a member without chat:reply', async () => {
    const { shop } = await chat.openChat();
    const viewer = await chat.staff(shop.id, ['order:view']);
    expect((await chat.staffCall('GET', '/conversations', viewer, shop.id)).body.code).toBe('1003');
  });
});
