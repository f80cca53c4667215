import type { QuickReply } from '@console/contract/chat';
import { describe, expect, it } from 'vitest';
import { fillQuickReply, insertAtCursor, quickReplyParts } from './fill-quick-reply';

const reply: QuickReply = {
  id: 1,
  title: 'Thanks',
  textZh: '{customer}您好，订单 {order_no}（{activity}）已确认',
  textEn: 'Hi {customer}, order {order_no} for {activity} is confirmed. Bye {customer}!',
  moreSnippets: [{ textZh: '{activity|课程}见', textEn: 'See you at {activity|class}' }],
  imageIds: [31, 32],
};
const values = { customer: 'Li Lei', orderNo: 'O2026000001', activity: 'Pottery' };

describe('quick replies (docs/chat.md "Staff workflow")', () => {
  it('fills every placeholder in the text of the page language', () => {
    expect(fillQuickReply(reply, 'en-US', values)).toBe(
      'Hi Li Lei, order O2026000001 for Pottery is confirmed. Bye Li Lei!',
    );
    expect(fillQuickReply(reply, 'zh-CN', values)).toBe(
      'Li Lei您好，订单 O2026000001（Pottery）已确认',
    );
  });

  it('leaves a placeholder with no value as written, never empty (the composer refuses it)', () => {
    expect(fillQuickReply(reply, 'en-US', { ...values, orderNo: '', activity: '' })).toBe(
      'Hi Li Lei, order {order_no} for {activity} is confirmed. Bye Li Lei!',
    );
  });

  it("writes a placeholder's fallback when it has no value, the value when it has one", () => {
    const withFallback = {
      ...reply,
      textEn: 'Your order {order_no|(none yet)} for {activity|our classes} is received',
    };
    expect(fillQuickReply(withFallback, 'en-US', { ...values, orderNo: '', activity: '' })).toBe(
      'Your order (none yet) for our classes is received',
    );
    expect(fillQuickReply(withFallback, 'en-US', values)).toBe(
      'Your order O2026000001 for Pottery is received',
    );
  });

  it('fills the further snippets the same way, then lists the images, in order', () => {
    expect(quickReplyParts(reply, 'en-US', values)).toEqual([
      { kind: 'text', text: 'See you at Pottery' },
      { kind: 'image', imageId: 31 },
      { kind: 'image', imageId: 32 },
    ]);
    expect(quickReplyParts(reply, 'zh-CN', { ...values, activity: '' })[0]).toEqual({
      kind: 'text',
      text: '课程见',
    });
    expect(quickReplyParts({ ...reply, moreSnippets: [], imageIds: [] }, 'en-US', values)).toEqual(
      [],
    );
  });

  it('inserts at the cursor, replacing a selection, and puts the cursor after it', () => {
    expect(insertAtCursor('Hello world', 'dear ', 6, 6, 2000)).toEqual({
      value: 'Hello dear world',
      caret: 11,
    });
    expect(insertAtCursor('Hello world', 'there', 6, 11, 2000)).toEqual({
      value: 'Hello there',
      caret: 11,
    });
  });

  it('never goes past the message limit', () => {
    expect(insertAtCursor('abcd', 'XYZ', 2, 2, 6)).toEqual({ value: 'abXYcd', caret: 4 });
  });
});
