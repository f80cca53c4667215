import { describe, expect, it } from 'vitest';
import { isTrailFilterActive, parseTrailFilter, trailFilterParams } from './trail-url-filter';

const parse = (query: string) => parseTrailFilter(new URLSearchParams(query));

describe('the trail filter in the URL (docs/web.md "Trail page")', () => {
  it('keeps what the server accepts, under the contract names', () => {
    expect(
      parse(
        'actorType=member&actorId=12&objectType=order&objectId=5&action=refund&from=2026-05-01&to=2026-05-31',
      ),
    ).toEqual({
      actorType: 'member',
      actorId: 12,
      objectType: 'order',
      objectId: 5,
      action: 'refund',
      from: '2026-05-01',
      to: '2026-05-31',
    });
  });

  it('drops unknown kinds, bad ids and actions, impossible days and a reversed range', () => {
    expect(
      parse('actorType=robot&objectType=planet&objectId=0&action=drop%20table&from=2026-02-30'),
    ).toEqual({});
    expect(parse('objectId=1e3&actorId=7')).toEqual({});
    expect(parse('from=2026-06-01&to=2026-05-01')).toEqual({});
    expect(parse('to=2026-05-01')).toEqual({ to: '2026-05-01' });
  });

  it('gives no id to the system, which has none', () => {
    expect(parse('actorType=system&actorId=3')).toEqual({ actorType: 'system' });
    expect(parse('actorType=customer&actorId=3')).toEqual({ actorType: 'customer', actorId: 3 });
  });

  it('writes only what it would read back, in a stable order', () => {
    const params = trailFilterParams({
      to: '2026-05-31',
      action: 'setTags',
      actorId: 4,
      actorType: 'member',
      objectId: undefined,
    });
    expect(params.toString()).toBe('actorType=member&actorId=4&action=setTags&to=2026-05-31');
    expect(trailFilterParams({ actorType: 'system', actorId: 9 }).toString()).toBe(
      'actorType=system',
    );
    expect(isTrailFilterActive(parse(''))).toBe(false);
    expect(isTrailFilterActive(parse('objectType=review'))).toBe(true);
  });
});
