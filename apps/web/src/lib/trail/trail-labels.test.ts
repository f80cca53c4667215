import type { Locale } from '@console/contract/constants';
import { TRAIL_OBJECT_TYPES } from '@console/contract/trail';
import { describe, expect, it } from 'vitest';
import enConsole from '../../locales/en-US/console';
import zhConsole from '../../locales/zh-CN/console';
import { i18n } from '../i18n/i18n';
import type { TranslationKey } from '../i18n/resources';
import { initTestI18n } from '../testing/i18n';
import {
  actionLabel,
  changeRows,
  fieldLabel,
  objectHref,
  objectTypeLabel,
  shownValue,
  TRAIL_ACTIONS,
  VALUE_CUT,
  type Lookup,
  type ValueContext,
} from './trail-labels';

initTestI18n('en-US');

/** The texts of `locale`, looked up as the console does (use-trail-words.ts). */
function lookupIn(locale: Locale): Lookup {
  const t = i18n.getFixedT(locale);
  return (key) => (i18n.exists(key, { lng: locale }) ? t(key as TranslationKey) : undefined);
}

/** The merchant's clock, stood in for by a marked copy of the instant. */
const context = (locale: Locale): ValueContext => ({
  lookup: lookupIn(locale),
  time: (iso) => `<${iso}>`,
});

describe('action names (docs/web.md "Trail page")', () => {
  it('names an action per object type, in both languages', () => {
    expect(actionLabel(lookupIn('en-US'), 'order', 'refund')).toBe('Refunded');
    expect(actionLabel(lookupIn('zh-CN'), 'order', 'refund')).toBe('退款');
    expect(actionLabel(lookupIn('en-US'), 'review', 'hide')).toBe('Hidden');
    expect(actionLabel(lookupIn('zh-CN'), 'customer', 'setTags')).toBe('修改标签');
  });

  it('falls back to the word every type shares, then to the action as the server wrote it', () => {
    expect(actionLabel(lookupIn('en-US'), 'shop', 'update')).toBe('Edited');
    expect(actionLabel(lookupIn('zh-CN'), 'quick_reply', 'delete')).toBe('删除');
    expect(actionLabel(lookupIn('en-US'), 'order', 'teleport')).toBe('teleport');
    expect(actionLabel(lookupIn('en-US'), 'spaceship', 'refund')).toBe('refund');
  });

  it('names every action the filter offers, and every object type, in both languages', () => {
    for (const locale of ['en-US', 'zh-CN'] as const) {
      const lookup = lookupIn(locale);
      for (const [type, actions] of Object.entries(TRAIL_ACTIONS)) {
        for (const action of actions) {
          expect(actionLabel(lookup, type, action), `${locale} ${type}.${action}`).not.toBe(action);
        }
      }
      for (const type of TRAIL_OBJECT_TYPES) {
        expect(objectTypeLabel(lookup, type), `${locale} ${type}`).not.toBe(type);
      }
    }
  });

  it('holds the same trail texts in both languages', () => {
    const trailKeys = (texts: Record<string, string>) =>
      Object.keys(texts)
        .filter((key) => key.startsWith('trail.'))
        .sort();
    expect(trailKeys(zhConsole)).toEqual(trailKeys(enConsole));
  });
});

describe('field names', () => {
  it('names a field per type, then as every type names it, then as written', () => {
    expect(fieldLabel(lookupIn('en-US'), 'order', 'refundReason')).toBe('Refund reason');
    expect(fieldLabel(lookupIn('zh-CN'), 'customer', 'tags')).toBe('标签');
    expect(fieldLabel(lookupIn('en-US'), 'order', 'planet')).toBe('planet');
  });
});

describe('values in words', () => {
  it('names the values the console already names: statuses, reasons, permission keys', () => {
    expect(shownValue('order', 'status', 'refunded', context('en-US'))).toEqual({
      text: 'Refunded',
    });
    expect(shownValue('order', 'status', 'paid', context('zh-CN')).text).toBe('已支付');
    expect(shownValue('review', 'hiddenReason', 'spam', context('en-US')).text).toBe('Spam');
    expect(
      shownValue('member', 'permissions', ['order:view', 'trail:view'], context('en-US')).text,
    ).toBe('View orders, View the audit trail');
    // A status of another type is not read as an order's.
    expect(shownValue('shop', 'status', 'paid', context('en-US')).text).toBe('paid');
  });

  it('shows amounts in yuan, yes / no, nothing and empty text apart, instants on the clock', () => {
    const en = context('en-US');
    expect(shownValue('order', 'amountCents', 3980, en).text).toBe('¥39.80');
    expect(shownValue('order', 'quantity', 2, en).text).toBe('2');
    expect(shownValue('review', 'verified', true, en).text).toBe('Yes');
    expect(shownValue('review', 'verified', false, context('zh-CN')).text).toBe('否');
    expect(shownValue('order', 'remark', null, en).text).toBe('—');
    expect(shownValue('order', 'remark', '', en).text).toBe('(empty)');
    expect(shownValue('customer', 'tags', [], context('zh-CN')).text).toBe('（无）');
    expect(shownValue('customer', 'tags', ['vip', '茶友'], en).text).toBe('vip, 茶友');
    expect(shownValue('order', 'refundedAt', '2026-05-01T02:03:04.000Z', en).text).toBe(
      '<2026-05-01T02:03:04.000Z>',
    );
    // A date-like text that is not an instant stays as it is.
    expect(shownValue('shop', 'hours', '2026-05-01', en).text).toBe('2026-05-01');
  });

  it('cuts a long or nested value, keeping the whole for a tooltip', () => {
    const en = context('en-US');
    const long = 'a'.repeat(VALUE_CUT + 10);
    const cut = shownValue('order', 'remark', long, en);
    expect(cut.text).toHaveLength(VALUE_CUT);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(cut.full).toBe(long);
    const nested = {
      weekdays: [1, 2, 3, 4, 5],
      open: '09:00',
      close: '21:00',
      note: 'x'.repeat(40),
    };
    const shown = shownValue('shop', 'hours', nested, en);
    expect(shown.text.startsWith('{"weekdays":[1,2,3,4,5]')).toBe(true);
    expect(shown.full).toBe(JSON.stringify(nested, null, 2));
    expect(shownValue('shop', 'hours', { open: '09:00' }, en)).toEqual({
      text: '{"open":"09:00"}',
    });
  });
});

describe('changed fields', () => {
  it('pairs before and after per field; a creation only sets, a removal only had', () => {
    expect(
      changeRows({ before: { status: 'paid', remark: '' }, after: { status: 'refunded' } }),
    ).toEqual([
      { field: 'status', before: 'paid', after: 'refunded', kind: 'changed' },
      { field: 'remark', before: '', after: undefined, kind: 'changed' },
    ]);
    expect(changeRows({ before: null, after: { tags: ['vip'] } })).toEqual([
      { field: 'tags', before: undefined, after: ['vip'], kind: 'added' },
    ]);
    expect(changeRows({ before: { name: 'Hi' }, after: null })).toEqual([
      { field: 'name', before: 'Hi', after: undefined, kind: 'removed' },
    ]);
    expect(changeRows({ before: {}, after: {} })).toEqual([]);
  });

  it('links an object to the page that shows it, where there is one', () => {
    expect(objectHref('order', 5)).toBe('/shop/order?order=5');
    expect(objectHref('activity', 3)).toBe('/activity/3');
    expect(objectHref('conversation', 8)).toBe('/cc?c=8');
    expect(objectHref('customer', 2)).toBe('/eva?tab=customers&customer=2');
    expect(objectHref('review', 4)).toBe('/eva?tab=reviews&review=4');
    expect(objectHref('member', 4)).toBeNull();
  });
});
