import { Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DeferredRangePicker } from '../../../lib/forms/deferred-picker';
import { DeferredSelect } from '../../../lib/forms/deferred-select';
import { daysOf, FilterBar, FilterField } from '../filter-bar';
import { NO_USER_FILTER, type UserFilter } from './user-values';

type Values = Omit<UserFilter, 'date'> & { date: [Dayjs, Dayjs] | null };
const TEXT_FILTERS = ['name', 'phone', 'mail', 'account', 'id'] as const;

/** spec §5 filters: texts by substring, gender and status (0 = all), the created days. */
export function UsersFilters({ onChange }: { onChange: (filter: UserFilter) => void }) {
  const { t } = useTranslation();
  const all = { value: 0, label: t('system.filter.all') };
  const choice = (name: 'gender' | 'status') => (
    <FilterField name={name} label={t(`system.user.${name}`)}>
      <DeferredSelect
        style={{ width: 110 }}
        options={[
          all,
          { value: 1, label: t(`system.${name}.1`) },
          { value: 2, label: t(`system.${name}.2`) },
        ]}
        data-testid={`users-filter-${name}`}
      />
    </FilterField>
  );
  return (
    <FilterBar<Values>
      initialValues={{ ...NO_USER_FILTER, date: null }}
      onApply={({ date, ...values }) =>
        onChange({
          ...values,
          ...Object.fromEntries(TEXT_FILTERS.map((name) => [name, (values[name] ?? '').trim()])),
          date: daysOf(date),
        })
      }
      testId="users-filters"
    >
      {TEXT_FILTERS.map((name) => (
        <FilterField key={name} name={name} label={t(`system.user.${name}`)}>
          <Input allowClear style={{ width: 150 }} data-testid={`users-filter-${name}`} />
        </FilterField>
      ))}
      {choice('gender')}
      {choice('status')}
      <FilterField name="date" label={t('system.user.date')}>
        <DeferredRangePicker style={{ width: 250 }} />
      </FilterField>
    </FilterBar>
  );
}
