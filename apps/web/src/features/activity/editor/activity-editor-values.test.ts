import type { Activity } from '@console/contract/activities';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  activityFormIssues,
  centsToYuan,
  EMPTY_FORM,
  filledFields,
  isBlankHtml,
  toActivityBody,
  toFormField,
  toFormValues,
  yuanToCents,
  type ActivityFormValues,
} from './activity-editor-values';

const now = new Date('2030-01-01T00:00:00.000Z');
const at = (iso: string) => dayjs(iso);

const complete: ActivityFormValues = {
  title: 'Spring hike',
  cover: [{ id: 7, url: '/api/uploads/7' } as never],
  category: 'sports',
  summary: 'A walk',
  description: '<p><strong>Bring</strong> water</p>',
  mode: 'offline',
  region: ['110000', '110100', '110101'],
  address: '1 Road',
  time: [at('2030-02-01T01:00:00Z'), at('2030-02-01T05:00:00Z')],
  signupDeadline: at('2030-01-31T01:00:00Z'),
  capacity: 30,
  unlimited: false,
  price: 19.99,
};

const activity = {
  id: 3,
  version: 2,
  status: 'draft',
  title: 'Spring hike',
  cover: { id: 7, url: '/api/uploads/7' },
  category: 'sports',
  summary: '',
  description: '',
  mode: 'online',
  provinceCode: '',
  cityCode: '',
  districtCode: '',
  address: '',
  link: 'https://example.com/live',
  startAt: '2030-02-01T01:00:00.000Z',
  endAt: null,
  signupDeadline: null,
  capacity: null,
  priceCents: 1999,
} as unknown as Activity;

describe('price and capacity conversion', () => {
  it('turns yuan with two decimals into integer cents without float drift', () => {
    expect(yuanToCents(19.99)).toBe(1999);
    expect(yuanToCents(0.1 + 0.2)).toBe(30);
    expect(yuanToCents(0)).toBe(0);
    expect(centsToYuan(1999)).toBe(19.99);
  });

  it('sends null capacity when unlimited is checked, or when no number was given', () => {
    expect(toActivityBody({ ...complete, unlimited: true }, null).capacity).toBeNull();
    expect(toActivityBody({ ...complete, capacity: null }, null).capacity).toBeNull();
    expect(toActivityBody(complete, null).capacity).toBe(30);
  });

  it('treats an empty price as free', () => {
    expect(toActivityBody({ ...complete, price: null }, null).priceCents).toBe(0);
  });
});

describe('toActivityBody', () => {
  it('converts a complete offline form', () => {
    expect(toActivityBody(complete, null)).toEqual({
      title: 'Spring hike',
      coverImageId: 7,
      category: 'sports',
      summary: 'A walk',
      description: '<p><strong>Bring</strong> water</p>',
      mode: 'offline',
      provinceCode: '110000',
      cityCode: '110100',
      districtCode: '110101',
      address: '1 Road',
      startAt: '2030-02-01T01:00:00.000Z',
      endAt: '2030-02-01T05:00:00.000Z',
      signupDeadline: '2030-01-31T01:00:00.000Z',
      capacity: 30,
      priceCents: 1999,
    });
  });

  it('leaves out empty inputs, so a draft holds any subset', () => {
    expect(toActivityBody({ ...EMPTY_FORM, title: '  ', description: '<p></p>' }, null)).toEqual({
      mode: 'offline',
      capacity: null,
      priceCents: 0,
    });
  });

  it('sends only the chosen mode’s location', () => {
    const online = toActivityBody({ ...complete, mode: 'online', link: ' https://x.cn/a ' }, null);
    expect(online.link).toBe('https://x.cn/a');
    expect(online).not.toHaveProperty('address');
    expect(online).not.toHaveProperty('provinceCode');
    expect(toActivityBody({ ...complete, link: 'https://x.cn' }, null)).not.toHaveProperty('link');
  });

  it('drops the seconds the pickers do not show', () => {
    const body = toActivityBody(
      { ...complete, signupDeadline: at('2030-01-31T01:00:42.123Z') },
      null,
    );
    expect(body.signupDeadline).toBe('2030-01-31T01:00:00.000Z');
  });
});

describe('toFormValues', () => {
  it('gives a new form offline, free and with limited places', () => {
    expect(toFormValues(null, null)).toEqual({ mode: 'offline', unlimited: false, price: 0 });
  });

  it('reads an activity back into the form', () => {
    const values = toFormValues(activity, null);
    expect(values.cover).toEqual([{ id: 7, url: '/api/uploads/7' }]);
    expect(values.region).toBeUndefined();
    expect(values.time?.[0]?.toISOString()).toBe('2030-02-01T01:00:00.000Z');
    expect(values.time?.[1]).toBeNull();
    expect(values.signupDeadline).toBeNull();
    expect(values.unlimited).toBe(true);
    expect(values.price).toBe(19.99);
  });

  it('round-trips a saved activity into the same body', () => {
    const body = toActivityBody(toFormValues(activity, null), null);
    expect(body).toMatchObject({
      link: 'https://example.com/live',
      startAt: '2030-02-01T01:00:00.000Z',
      capacity: null,
      priceCents: 1999,
    });
    expect(body).not.toHaveProperty('endAt');
  });
});

// docs/web.md "Dates and time zones": the pickers hold the merchant's wall time.
describe('times in the merchant zone, the browser in Berlin', () => {
  const browserZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = browserZone;
  });
  const wall = (text: string) => dayjs(text); // what a picker holds after a pick

  it("sends the picked wall times as instants of the merchant's zone", () => {
    process.env.TZ = 'Europe/Berlin';
    const values = {
      ...complete,
      time: [wall('2030-02-01 09:00'), wall('2030-02-01 13:00')],
      signupDeadline: wall('2030-01-31 20:30'),
    } satisfies ActivityFormValues;
    expect(toActivityBody(values, 'America/New_York')).toMatchObject({
      startAt: '2030-02-01T14:00:00.000Z',
      endAt: '2030-02-01T18:00:00.000Z',
      signupDeadline: '2030-02-01T01:30:00.000Z',
    });
  });

  it("loads an activity's instants as the merchant's wall times, and saves them unchanged", () => {
    process.env.TZ = 'Europe/Berlin';
    const values = toFormValues(activity, 'Asia/Shanghai');
    expect(values.time?.[0]?.format('YYYY-MM-DD HH:mm')).toBe('2030-02-01 09:00');
    expect(toActivityBody(values, 'Asia/Shanghai').startAt).toBe('2030-02-01T01:00:00.000Z');
  });

  it("checks the time order and the future on the merchant's instants", () => {
    process.env.TZ = 'Europe/Berlin';
    // 2029-12-31 20:00 in Los Angeles is 04:00 UTC on 2030-01-01: after `now`.
    const values = {
      ...complete,
      time: [wall('2030-01-01 10:00'), wall('2030-01-01 12:00')],
      signupDeadline: wall('2029-12-31 20:00'),
    } satisfies ActivityFormValues;
    const issues = (timeZone: string) =>
      activityFormIssues(values, { submit: true, now, timeZone });
    expect(issues('America/Los_Angeles')).toEqual({});
    expect(issues('Asia/Shanghai').signupDeadline).toEqual({ key: 'activity.timeInPast' });
  });
});

describe('activityFormIssues', () => {
  const check = (values: ActivityFormValues, submit: boolean) =>
    activityFormIssues(values, { submit, now, timeZone: null });

  it('accepts a complete form on submit', () => {
    expect(check(complete, true)).toEqual({});
  });

  it('lets a draft leave everything empty', () => {
    expect(check(EMPTY_FORM, false)).toEqual({});
  });

  it('requires the server’s fields on submit, by mode', () => {
    const issues = check({ ...EMPTY_FORM, price: null }, true);
    expect(Object.keys(issues).sort()).toEqual(
      [
        'address',
        'capacity',
        'category',
        'cover',
        'price',
        'region',
        'signupDeadline',
        'time',
        'title',
      ].sort(),
    );
    const online = check({ ...complete, mode: 'online', link: '' }, true);
    expect(online).toEqual({ link: { key: 'validation.required' } });
    expect(check({ ...complete, capacity: null, unlimited: true }, true)).toEqual({});
  });

  it('checks title length and the link format even for a draft', () => {
    expect(check({ ...EMPTY_FORM, title: 'a' }, false).title).toEqual({
      key: 'validation.tooShort',
      params: { min: 2 },
    });
    expect(check({ ...EMPTY_FORM, title: 'a'.repeat(61) }, false).title?.key).toBe(
      'validation.tooLong',
    );
    expect(check({ ...EMPTY_FORM, mode: 'online', link: 'ftp://x.cn' }, false).link).toEqual({
      key: 'activity.linkInvalid',
    });
    expect(check({ ...EMPTY_FORM, mode: 'online', link: 'http://x.cn/a?b=1' }, false)).toEqual({});
  });

  it('limits the description HTML to 50,000 characters', () => {
    const description = `<p>${'x'.repeat(50_000)}</p>`;
    expect(check({ ...complete, description }, false).description?.key).toBe(
      'activityEditor.descriptionTooLong',
    );
  });

  it('uses the contract’s time rules: end after start, deadline not after start', () => {
    const reversed = check(
      { ...complete, time: [at('2030-02-01T05:00:00Z'), at('2030-02-01T05:00:00Z')] },
      false,
    );
    expect(reversed.time).toEqual({ key: 'activity.endBeforeStart' });
    const late = check({ ...complete, signupDeadline: at('2030-02-01T02:00:00Z') }, false);
    expect(late.signupDeadline).toEqual({ key: 'activity.deadlineAfterStart' });
    const atStart = check({ ...complete, signupDeadline: at('2030-02-01T01:00:00Z') }, true);
    expect(atStart).toEqual({});
  });

  it('requires future times only on submit', () => {
    const past: ActivityFormValues = {
      ...complete,
      time: [at('2029-02-01T01:00:00Z'), at('2029-02-01T05:00:00Z')],
      signupDeadline: at('2029-01-01T00:00:00Z'),
    };
    expect(check(past, false)).toEqual({});
    expect(check(past, true).time).toEqual({ key: 'activity.timeInPast' });
    const pastDeadline = { ...complete, signupDeadline: at('2029-12-31T00:00:00Z') };
    expect(check(pastDeadline, true).signupDeadline).toEqual({ key: 'activity.timeInPast' });
  });
});

describe('helpers', () => {
  it('sees tiptap’s empty document as blank', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p> &nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
    expect(isBlankHtml(undefined)).toBe(true);
  });

  it('maps the server’s field names onto the form', () => {
    expect(toFormField('coverImageId')).toBe('cover');
    expect(toFormField('districtCode')).toBe('region');
    expect(toFormField('endAt')).toBe('time');
    expect(toFormField('priceCents')).toBe('price');
    expect(toFormField('title')).toBe('title');
    expect(toFormField('merchants_id')).toBeUndefined();
  });

  it('lists the filled fields a draft validates', () => {
    expect(filledFields(EMPTY_FORM)).toEqual(['mode', 'price']);
    expect(filledFields({ ...EMPTY_FORM, time: [null, null], description: '<p></p>' })).toEqual([
      'mode',
      'price',
    ]);
    expect(filledFields({ ...EMPTY_FORM, title: 'ab', time: [at('2030-01-01'), null] })).toEqual([
      'title',
      'mode',
      'time',
      'price',
    ]);
  });
});
