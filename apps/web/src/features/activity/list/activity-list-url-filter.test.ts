import { describe, expect, it } from 'vitest';
import {
  activityFilterParams,
  isActivityFilterActive,
  parseActivityFilter,
} from './activity-list-url-filter';

const parse = (query: string) => parseActivityFilter(new URLSearchParams(query));
const FROM = '2026-05-01T00:00:00.000Z';
const TO = '2026-06-01T00:00:00.000Z';

describe('activity list filter in the URL (docs/web.md "Activities")', () => {
  it('reads every filter the URL holds', () => {
    expect(
      parse(
        `status=approved&phase=signing_up&keyword=%20yoga%20&startFrom=${FROM}&startTo=${TO}&sort=start_asc`,
      ),
    ).toEqual({
      status: 'approved',
      phase: 'signing_up',
      keyword: 'yoga',
      startFrom: FROM,
      startTo: TO,
      sort: 'start_asc',
    });
  });

  it('reads "with places left" (the home to-do, docs/home.md "To-dos"), only as 1', () => {
    expect(parse('placesLeft=1')).toEqual({ placesLeft: '1', sort: 'created_desc' });
    expect(parse('placesLeft=yes')).toEqual({ sort: 'created_desc' });
    expect(isActivityFilterActive(parse('placesLeft=1'))).toBe(true);
    expect(activityFilterParams({ placesLeft: '1', status: 'approved' }).toString()).toBe(
      'status=approved&placesLeft=1',
    );
  });

  it('defaults to newest created first with nothing set', () => {
    expect(parse('')).toEqual({ sort: 'created_desc' });
  });

  it('ignores values the server would refuse instead of failing', () => {
    expect(
      parse('status=archived&phase=later&sort=title&startFrom=yesterday&startTo=2026-13-01&x=1'),
    ).toEqual({ sort: 'created_desc' });
    expect(parse('keyword=%20%20')).toEqual({ sort: 'created_desc' });
    // A well-formed time outside the API's date range (docs/api.md "Input the database cannot
    // take") would be a 1001 too.
    expect(parse('startFrom=0000-01-01T00:00:00Z')).toEqual({ sort: 'created_desc' });
  });

  it('drops a range that ends before it starts, keeps a one-sided range', () => {
    expect(parse(`startFrom=${TO}&startTo=${FROM}`)).toEqual({ sort: 'created_desc' });
    expect(parse(`startFrom=${FROM}&startTo=${FROM}`)).toEqual({ sort: 'created_desc' });
    expect(parse(`startTo=${TO}`)).toEqual({ startTo: TO, sort: 'created_desc' });
  });

  it('accepts times with an offset and cuts an overlong keyword to the server limit', () => {
    const filter = parse(`startFrom=2026-05-01T08:00:00%2B08:00&keyword=${'a'.repeat(80)}`);
    expect(filter.startFrom).toBe('2026-05-01T08:00:00+08:00');
    expect(filter.keyword).toHaveLength(60);
  });

  it('writes only what is set, leaving the default sort out', () => {
    expect(activityFilterParams({ sort: 'created_desc' }).toString()).toBe('');
    expect(
      activityFilterParams({ status: 'draft', keyword: 'run', sort: 'start_desc' }).toString(),
    ).toBe('status=draft&keyword=run&sort=start_desc');
  });

  it('reads back what it wrote', () => {
    const filter = {
      status: 'rejected',
      phase: 'ended',
      keyword: 'city walk',
      startFrom: FROM,
      startTo: TO,
      sort: 'start_asc',
    } as const;
    expect(parseActivityFilter(activityFilterParams(filter))).toEqual(filter);
  });

  it('never writes a range the parser would drop', () => {
    expect(activityFilterParams({ startFrom: TO, startTo: FROM }).toString()).toBe('');
  });

  it('counts narrowing filters, not the sort, as active', () => {
    expect(isActivityFilterActive(parse('sort=start_asc'))).toBe(false);
    expect(isActivityFilterActive(parse('phase=ongoing'))).toBe(true);
  });
});
