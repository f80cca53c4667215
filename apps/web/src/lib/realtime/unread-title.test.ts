import { describe, expect, it } from 'vitest';
import { titleCount, useUnreadTitle } from './unread-title';

describe('unread title', () => {
  it('asks for the "(n messages)" prefix only while messages are unread', () => {
    expect(titleCount(null)).toBeNull();
    expect(titleCount(0)).toBeNull();
    expect(titleCount(3)).toBe(3);
    expect(titleCount(120)).toBe(120);
  });

  it('holds the count the bell last read', () => {
    useUnreadTitle.getState().setUnread(4);
    expect(titleCount(useUnreadTitle.getState().unread)).toBe(4);
    useUnreadTitle.getState().setUnread(null);
    expect(useUnreadTitle.getState().unread).toBeNull();
  });
});
