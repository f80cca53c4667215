import { Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PlainCard } from '../../lib/card/plain-card';
import { useAbilities } from '../../lib/merchant/merchant-context';

// spec §2 /eva: review management in one reading, customer management in the other (docs/reviews.md
// "Web"). Each tab is its own feature and its own chunk; a member sees the tabs their keys open.
const ReviewsTab = lazy(() =>
  import('../../features/reviews/reviews-tab').then((m) => ({ default: m.ReviewsTab })),
);
const CustomersTab = lazy(() =>
  import('../../features/customers/customers-tab').then((m) => ({ default: m.CustomersTab })),
);

export type EvaTab = 'reviews' | 'customers';

/** The tab the URL asks for when the member may open it, else the first one they may. */
export function evaTabOf(asked: string | null, allowed: EvaTab[]): EvaTab | undefined {
  return allowed.find((tab) => tab === asked) ?? allowed[0];
}

export function EvaPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const abilities = useAbilities();
  const allowed: EvaTab[] = [];
  if (abilities.can('review:reply') || abilities.can('customer:view')) allowed.push('reviews');
  if (abilities.can('customer:view') || abilities.can('customer:manage')) allowed.push('customers');
  const tab = evaTabOf(searchParams.get('tab'), allowed);
  const panel = (
    <Suspense fallback={null}>{tab === 'customers' ? <CustomersTab /> : <ReviewsTab />}</Suspense>
  );

  return (
    <PlainCard data-testid="eva-page">
      <Tabs
        activeKey={tab}
        // Another tab starts from its own defaults: the filters of one mean nothing to the other.
        onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
        items={allowed.map((key) => ({
          key,
          label: <span data-testid={`eva-tab-${key}`}>{t(`eva.tab.${key}`)}</span>,
        }))}
      />
      {tab ? panel : null}
    </PlainCard>
  );
}
