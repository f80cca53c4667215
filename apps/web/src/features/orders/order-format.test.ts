import { afterEach, describe, expect, it } from 'vitest';
import { formatMerchantTime } from './order-format';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

// Issue 12: the screen shows order times in the merchant's zone, as the CSV does.
describe('formatMerchantTime', () => {
  it.each(['America/New_York', 'UTC', 'Asia/Tokyo', 'Asia/Shanghai'])(
    'prints UTC+08:00 wall-clock time in a browser in %s',
    (browserZone) => {
      process.env.TZ = browserZone;
      expect(formatMerchantTime('2026-03-01T16:00:05Z')).toBe('2026-03-02 00:00:05');
      expect(formatMerchantTime('2026-07-01T03:30:00.000Z', 'YYYY-MM-DD HH:mm')).toBe(
        '2026-07-01 11:30',
      );
    },
  );
});
