import { describe, expect, it } from 'vitest';
import { fillQuickReplyTemplate, unfilledPlaceholders } from './quick-reply-template.ts';

const none = { customer: 'Wang Fang', order_no: '', activity: '' };

describe('quick-reply templates (docs/chat.md "Quick replies")', () => {
  it('fills values, else fallbacks, and leaves a placeholder with neither as written', () => {
    expect(
      fillQuickReplyTemplate('Hi {customer}, your order {order_no} ({activity}) is received', none),
    ).toEqual({
      text: 'Hi Wang Fang, your order {order_no} ({activity}) is received',
      missing: ['order_no', 'activity'],
    });
    expect(
      fillQuickReplyTemplate('Order {order_no|not placed yet}, {customer|friend}', {
        ...none,
        customer: ' ',
      }),
    ).toEqual({ text: 'Order not placed yet, friend', missing: [] });
  });

  it('knows only its three names; other braces are text', () => {
    expect(fillQuickReplyTemplate('{order} {order_no|} {x|y}', none)).toEqual({
      text: '{order} {order_no} {x|y}',
      missing: ['order_no'],
    });
    expect(unfilledPlaceholders('{order} {x|y} a {order_no} b {order_no} {activity|c}')).toEqual([
      '{order_no}',
      '{activity|c}',
    ]);
  });
});
