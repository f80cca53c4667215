import { describe, expect, it } from 'vitest';
import { messageTab, messageTarget, NOTICE_TABS } from './message-routing';

describe('message routing', () => {
  it('orders the tabs activity, merchant, qualification review', () => {
    expect(NOTICE_TABS).toEqual([3, 1, 2]);
  });

  it('files a message of an unknown type under merchant review', () => {
    expect(messageTab(1)).toBe(1);
    expect(messageTab(2)).toBe(2);
    expect(messageTab(3)).toBe(3);
    expect(messageTab(9)).toBe(1);
    expect(messageTab(0)).toBe(1);
  });

  it('opens what the message is about', () => {
    expect(messageTarget({ type: 1, ref_id: 5 })).toBe('/shop/info');
    expect(messageTarget({ type: 2, ref_id: 8 })).toBe('/account/license');
    expect(messageTarget({ type: 3, ref_id: 42 })).toBe('/activity/42');
    expect(messageTarget({ type: 77, ref_id: 1 })).toBe('/shop/info');
  });
});
