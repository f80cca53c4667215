import { describe, expect, it } from 'vitest';
import { customerFilterParams, parseCustomerFilter, tagsOf } from './customers-url-filter';

describe('customers URL filter (docs/customers.md "Web")', () => {
  it('reads keyword, tags (all must match) and sort; drops the rest', () => {
    const params = new URLSearchParams(
      'tab=customers&keyword=%20zs%20&tags=VIP,%20回头客,VIP,&sort=spent&x=1',
    );
    expect(parseCustomerFilter(params)).toEqual({
      keyword: 'zs',
      tags: 'VIP,回头客',
      sort: 'spent',
    });
    expect(parseCustomerFilter(new URLSearchParams('sort=oldest&tags=,,'))).toEqual({});
    expect(tagsOf('a,b,c,d,e,f')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('writes the tab first and only what is set', () => {
    expect(customerFilterParams({ tags: 'VIP,回头客', sort: 'last_order' }).toString()).toBe(
      `tab=customers&tags=${encodeURIComponent('VIP,回头客')}`,
    );
    expect(customerFilterParams({ keyword: '8000', sort: 'spent' }).toString()).toBe(
      'tab=customers&keyword=8000&sort=spent',
    );
  });
});
