import { RATINGS } from '@console/contract/reviews';
import { Button, Checkbox, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayOf, FilterSlot, toDayRange } from '../../lib/forms/filter-slot';
import { useActivityOptions } from '../../lib/api/list-activity-options';
import type { ReviewFilter } from '../../lib/api/list-reviews';
import { DeferredRangePicker } from '../../lib/forms/deferred-picker';
import { DeferredSelect } from '../../lib/forms/deferred-select';
import { isReviewFilterActive } from './reviews-url-filter';

type Props = { filter: ReviewFilter; onChange: (next: ReviewFilter) => void };

/**
 * Rating, replied, overdue, images, status, activity and day range (docs/reviews.md "Staff").
 * Wraps.
 */
export function ReviewsFilters({ filter, onChange }: Props) {
  const { t } = useTranslation();
  const activities = useActivityOptions();
  const set = (patch: Partial<ReviewFilter>) => onChange({ ...filter, ...patch });
  const select = { allowClear: true, popupMatchSelectWidth: false } as const;

  return (
    <Flex wrap gap={8} align="center" data-testid="reviews-filters">
      <FilterSlot testId="reviews-filter-rating">
        <DeferredSelect<number>
          {...select}
          placeholder={t('reviews.filter.rating')}
          aria-label={t('reviews.filter.rating')}
          value={filter.rating}
          onChange={(rating) => set({ rating })}
          options={[...RATINGS].reverse().map((star) => ({
            value: star,
            label: t('reviews.summary.star', { star }),
          }))}
          style={{ width: 120 }}
        />
      </FilterSlot>
      <FilterSlot testId="reviews-filter-replied">
        <DeferredSelect<'yes' | 'no'>
          {...select}
          placeholder={t('reviews.filter.replied')}
          aria-label={t('reviews.filter.replied')}
          value={filter.replied}
          onChange={(replied) => set({ replied })}
          options={[
            { value: 'no', label: t('reviews.filter.replied.no') },
            { value: 'yes', label: t('reviews.filter.replied.yes') },
          ]}
          style={{ width: 130 }}
        />
      </FilterSlot>
      <FilterSlot testId="reviews-filter-status">
        <DeferredSelect<'published' | 'hidden'>
          {...select}
          placeholder={t('reviews.filter.status')}
          aria-label={t('reviews.filter.status')}
          value={filter.status === 'all' ? undefined : filter.status}
          onChange={(status) => set({ status })}
          options={[
            { value: 'published', label: t('reviews.status.published') },
            { value: 'hidden', label: t('reviews.status.hidden') },
          ]}
          style={{ width: 130 }}
        />
      </FilterSlot>
      <FilterSlot testId="reviews-filter-activity">
        <DeferredSelect<number>
          {...select}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('reviews.filter.activity')}
          aria-label={t('reviews.filter.activity')}
          loading={activities.isLoading}
          value={filter.activityId}
          onChange={(activityId) => set({ activityId })}
          options={(activities.data ?? []).map(({ id, title }) => ({ value: id, label: title }))}
          style={{ width: 200, maxWidth: '100%' }}
        />
      </FilterSlot>
      <FilterSlot testId="reviews-filter-created">
        <DeferredRangePicker
          allowEmpty={[true, true]}
          style={{ width: 260, maxWidth: '100%' }}
          placeholder={[t('reviews.filter.createdFrom'), t('reviews.filter.to')]}
          value={toDayRange(filter.createdFrom, filter.createdTo)}
          onChange={(dates) =>
            set({ createdFrom: dayOf(dates?.[0]), createdTo: dayOf(dates?.[1]) })
          }
        />
      </FilterSlot>
      <Checkbox
        checked={filter.overdue === '1'}
        onChange={(event) => set({ overdue: event.target.checked ? '1' : undefined })}
        data-testid="reviews-filter-overdue"
      >
        {t('reviews.filter.overdue')}
      </Checkbox>
      <Checkbox
        checked={filter.hasImages === '1'}
        onChange={(event) => set({ hasImages: event.target.checked ? '1' : undefined })}
        data-testid="reviews-filter-images"
      >
        {t('reviews.filter.hasImages')}
      </Checkbox>
      <Button
        disabled={!isReviewFilterActive(filter)}
        onClick={() => onChange({})}
        data-testid="reviews-filter-reset"
      >
        {t('reviews.filter.reset')}
      </Button>
    </Flex>
  );
}
