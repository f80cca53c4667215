import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { keysetPage } from './paging.ts';

const page = keysetPage('user_messages', z.object({ id: z.number() }));

describe('keysetPage (docs/api.md "Paging")', () => {
  it('is the items under their own key and nextLastId, a number or null, never missing', () => {
    expect(page.parse({ user_messages: [{ id: 3 }], nextLastId: 3 })).toEqual({
      user_messages: [{ id: 3 }],
      nextLastId: 3,
    });
    expect(page.safeParse({ user_messages: [], nextLastId: null }).success).toBe(true);
    expect(page.safeParse({ user_messages: [] }).success).toBe(false);
    expect(page.safeParse({ items: [], nextLastId: null }).success).toBe(false);
  });

  it('infers the key it was given', () => {
    expectTypeOf<z.infer<typeof page>>().toEqualTypeOf<{
      user_messages: { id: number }[];
      nextLastId: number | null;
    }>();
  });
});
