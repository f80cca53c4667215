import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  cloneElement,
  createContext,
  useContext,
  useId,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { dayOf } from '../../lib/forms/filter-slot';
import styles from './filter-bar.module.css';

// docs/web.md "Ready at once": antd's Form (rc-form and its validator, ~23 KB gzip) is more than
// a row of filters needs; the bar keeps the values itself and draws antd's inline form look.

/** A RangePicker's value as the contract's `date`: [from, to] days, or null. */
export function daysOf(range: [Dayjs, Dayjs] | null | undefined): [string, string] | null {
  const from = dayOf(range?.[0]);
  const to = dayOf(range?.[1]);
  return from && to ? [from, to] : null;
}

type Bar = {
  id: string;
  values: Record<string, unknown>;
  set: (name: string, value: unknown) => void;
};
const BarContext = createContext<Bar | null>(null);

/** What a field's `onChange` gives: an input's event, or the value itself (select, picker). */
const valueOf = (change: unknown) =>
  change !== null && typeof change === 'object' && 'target' in change
    ? (change.target as HTMLInputElement).value
    : change;

type FieldControl = { id?: string; value?: unknown; onChange?: (change: never) => void };

/** One labelled filter of a `FilterBar`, bound to its value under `name` (antd's Form.Item). */
export function FilterField({
  name,
  label,
  children,
}: {
  name: string;
  label: string;
  children: ReactElement<FieldControl>;
}) {
  const bar = useContext(BarContext)!;
  const id = `${bar.id}-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {cloneElement(children, {
        id,
        value: bar.values[name],
        onChange: ((change: unknown) => bar.set(name, valueOf(change))) as (change: never) => void,
      })}
    </div>
  );
}

type Props<Values> = {
  initialValues: Values;
  onApply: (values: Values) => void;
  children: ReactNode;
  testId: string;
};

/** An inline row of filters applied by "Search" (or Enter); "Reset" empties and applies them. */
export function FilterBar<Values extends object>({
  initialValues,
  onApply,
  children,
  testId,
}: Props<Values>) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(initialValues);
  const bar: Bar = {
    id,
    values: values as Record<string, unknown>,
    set: (name, value) => setValues((current) => ({ ...current, [name]: value })),
  };
  return (
    <form
      className={styles.bar}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(values);
      }}
      data-testid={testId}
    >
      <BarContext.Provider value={bar}>{children}</BarContext.Provider>
      <div className={styles.field}>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SearchOutlined />}
          data-testid={`${testId}-search`}
        >
          {t('system.filter.search')}
        </Button>
      </div>
      <div className={styles.field}>
        <Button
          onClick={() => {
            setValues(initialValues);
            onApply(initialValues);
          }}
          data-testid={`${testId}-reset`}
        >
          {t('system.filter.reset')}
        </Button>
      </div>
    </form>
  );
}
