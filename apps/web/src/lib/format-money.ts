import { t } from './i18n/i18n';

// One money formatter: amounts are integer cents (DESIGN §2), shown as yuan with two decimals.

// One formatter made once: `toLocaleString` with options builds a new one at every call, which a
// count-up (the home's figures) makes every frame. Made at its first use, not when the module
// loads (~20 ms of a first visit to a page that never groups, docs/web.md "Ready at once").
let groupedYuan: Intl.NumberFormat | null = null;
const grouped = () =>
  (groupedYuan ??= new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }));

/** Integer cents as yuan with two decimals: ¥1234.50; `grouped` (the home's figures): ¥1,234.50. */
export function formatYuan(cents: number, options: { grouped?: boolean } = {}): string {
  const yuan = cents / 100;
  if (!options.grouped) return `¥${yuan.toFixed(2)}`;
  return `¥${grouped().format(yuan)}`;
}

/** An activity's price: 0 reads "Free" (docs/api.md "Activities": 0 = free), any other as yuan. */
export function formatPrice(cents: number): string {
  return cents === 0 ? t('activity.free') : formatYuan(cents);
}
