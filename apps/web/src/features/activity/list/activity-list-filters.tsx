import {
  ACTIVITY_SORTS,
  ACTIVITY_STATUSES,
  type ActivitySort,
  type ActivityStatus,
} from '@console/contract/activities';
import { ACTIVITY_PHASES, type ActivityPhase } from '@console/contract/activity-phase';
import { Button, Checkbox, Flex, Input } from 'antd';
import { DeferredRangePicker } from '../../../lib/forms/deferred-picker';
import { DeferredSelect } from '../../../lib/forms/deferred-select';
import { useMerchantTimeZone } from '../../../lib/merchant/merchant-time';
import { fromZoneWallTime, toZoneWallTime } from '../../../lib/zone-wall-time';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ActivityFilter } from '../api/keys';
import { DEFAULT_ACTIVITY_SORT, isActivityFilterActive } from './activity-list-url-filter';

type Props = {
  filter: ActivityFilter;
  onChange: (next: ActivityFilter) => void;
};

const SELECT_WIDTH = { width: 150, maxWidth: '100%' } as const;

/**
 * Status, phase, keyword, start time range and sort of the list (docs/api.md "Activities"); wraps
 * when narrow.
 */
export function ActivityListFilters({ filter, onChange }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<ActivityFilter>) => onChange({ ...filter, ...patch });
  // The start range is picked on the merchant's clock, as the list shows it.
  const timeZone = useMerchantTimeZone();
  const wall = (iso: string | undefined) => (iso ? toZoneWallTime(iso, timeZone) : null);
  const instant = (value: Dayjs | null | undefined) =>
    value ? fromZoneWallTime(value.second(0).millisecond(0), timeZone) : undefined;
  const range = [wall(filter.startFrom), wall(filter.startTo)] as const;
  const isDefault = !isActivityFilterActive(filter) && filter.sort === DEFAULT_ACTIVITY_SORT;

  return (
    <Flex wrap gap={8} align="center">
      <DeferredSelect<ActivityStatus>
        allowClear
        placeholder={t('activityList.filter.status')}
        aria-label={t('activityList.filter.status')}
        value={filter.status}
        onChange={(status) => set({ status })}
        options={ACTIVITY_STATUSES.map((value) => ({
          value,
          label: t(`activity.status.${value}`),
        }))}
        style={SELECT_WIDTH}
        data-testid="activity-filter-status"
      />
      <DeferredSelect<ActivityPhase>
        allowClear
        placeholder={t('activityList.filter.phase')}
        aria-label={t('activityList.filter.phase')}
        value={filter.phase}
        onChange={(phase) => set({ phase })}
        options={ACTIVITY_PHASES.map((value) => ({ value, label: t(`activity.phase.${value}`) }))}
        style={SELECT_WIDTH}
        data-testid="activity-filter-phase"
      />
      <Input.Search
        // Remounted when the URL's keyword changes (reset, back), so the box shows it.
        key={filter.keyword ?? ''}
        allowClear
        defaultValue={filter.keyword}
        placeholder={t('activityList.filter.keyword')}
        onSearch={(value) => set({ keyword: value.trim() || undefined })}
        style={{ width: 220, maxWidth: '100%' }}
        data-testid="activity-filter-keyword"
      />
      {/* The picker would copy a test id onto both of its inputs: one wrapper holds it. */}
      <span
        data-testid="activity-filter-range"
        style={{ display: 'inline-flex', maxWidth: '100%' }}
      >
        <DeferredRangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          allowEmpty={[true, true]}
          placeholder={[t('activityList.filter.rangeFrom'), t('activityList.filter.rangeTo')]}
          value={range[0] || range[1] ? [range[0], range[1]] : null}
          onChange={(dates) =>
            set({
              startFrom: instant(dates?.[0]),
              startTo: instant(dates?.[1]),
            })
          }
          style={{ width: 340, maxWidth: '100%' }}
        />
      </span>
      <Checkbox
        checked={filter.placesLeft === '1'}
        onChange={(event) => set({ placesLeft: event.target.checked ? '1' : undefined })}
        data-testid="activity-filter-places-left"
      >
        {t('activityList.filter.placesLeft')}
      </Checkbox>
      <DeferredSelect<ActivitySort>
        value={filter.sort ?? DEFAULT_ACTIVITY_SORT}
        onChange={(sort) => set({ sort })}
        options={ACTIVITY_SORTS.map((value) => ({ value, label: t(`activityList.sort.${value}`) }))}
        popupMatchSelectWidth={false}
        aria-label={t('activityList.sort.label')}
        style={{ width: 190, maxWidth: '100%' }}
        data-testid="activity-sort"
      />
      <Button
        disabled={isDefault}
        onClick={() => onChange({ sort: DEFAULT_ACTIVITY_SORT })}
        data-testid="activity-filter-reset"
      >
        {t('activityList.filter.reset')}
      </Button>
    </Flex>
  );
}
