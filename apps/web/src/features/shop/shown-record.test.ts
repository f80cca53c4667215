import { describe, expect, it } from 'vitest';
import { shownRecord } from './shown-record';

// Newest first, as GET /api/merchantRecords answers.
const harbor = { id: 3, merchantId: 12 };
const sunrise = { id: 2, merchantId: 11 };
const pending = { id: 4, merchantId: null };

describe('the record /shop/info shows', () => {
  it("is the current merchant's own record, not the newest of the user's", () => {
    expect(shownRecord([harbor, sunrise], 11)).toBe(sunrise);
    expect(shownRecord([pending, harbor, sunrise], 12)).toBe(harbor);
  });

  it('without a merchant, is the onboarding still under way, else the newest', () => {
    expect(shownRecord([pending, harbor], null)).toBe(pending);
    expect(shownRecord([harbor, sunrise], null)).toBe(harbor);
    expect(shownRecord([], 11)).toBeUndefined();
  });
});
