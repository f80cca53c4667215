import {
  CHANGE_ACTIONS,
  CHANGE_TARGETS,
  type ChangeListBody,
} from '@console/contract/system-changes';
import { InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DeferredRangePicker } from '../../../lib/forms/deferred-picker';
import { DeferredSelect } from '../../../lib/forms/deferred-select';
import { daysOf, FilterBar, FilterField } from '../filter-bar';

export type ChangeFilter = Required<
  Pick<ChangeListBody, 'target' | 'action' | 'targetId' | 'actorId' | 'date'>
>;
export const NO_CHANGE_FILTER: ChangeFilter = {
  target: null,
  action: null,
  targetId: null,
  actorId: null,
  date: null,
};
type Values = Omit<ChangeFilter, 'date'> & { date: [Dayjs, Dayjs] | null };

/** What was changed (user, role, menu; which one), how, by whom, on which days. */
export function ChangeFilters({ onChange }: { onChange: (filter: ChangeFilter) => void }) {
  const { t } = useTranslation();
  const id = (name: 'targetId' | 'actorId') => (
    <FilterField name={name} label={t(`system.change.${name}`)}>
      <InputNumber
        min={1}
        precision={0}
        style={{ width: 120 }}
        data-testid={`changes-filter-${name}`}
      />
    </FilterField>
  );
  return (
    <FilterBar<Values>
      initialValues={{ ...NO_CHANGE_FILTER, date: null }}
      onApply={({ date, ...values }) =>
        onChange({
          target: values.target ?? null,
          action: values.action ?? null,
          targetId: values.targetId ?? null,
          actorId: values.actorId ?? null,
          date: daysOf(date),
        })
      }
      testId="changes-filters"
    >
      <FilterField name="target" label={t('system.change.target')}>
        <DeferredSelect
          allowClear
          placeholder={t('system.filter.all')}
          style={{ width: 120 }}
          options={CHANGE_TARGETS.map((value) => ({
            value,
            label: t(`system.change.target.${value}`),
          }))}
          data-testid="changes-filter-target"
        />
      </FilterField>
      <FilterField name="action" label={t('system.change.action')}>
        <DeferredSelect
          allowClear
          placeholder={t('system.filter.all')}
          style={{ width: 120 }}
          options={CHANGE_ACTIONS.map((value) => ({
            value,
            label: t(`system.change.action.${value}`),
          }))}
        />
      </FilterField>
      {id('targetId')}
      {id('actorId')}
      <FilterField name="date" label={t('system.change.at')}>
        <DeferredRangePicker style={{ width: 250 }} />
      </FilterField>
    </FilterBar>
  );
}
