import { SearchOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayOf } from '../../lib/forms/filter-slot';

/** A RangePicker's value as the contract's `date`: [from, to] days, or null. */
export function daysOf(range: [Dayjs, Dayjs] | null | undefined): [string, string] | null {
  const from = dayOf(range?.[0]);
  const to = dayOf(range?.[1]);
  return from && to ? [from, to] : null;
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
  const [form] = Form.useForm<Values>();
  return (
    <Form<Values>
      form={form}
      layout="inline"
      initialValues={initialValues}
      onFinish={onApply}
      style={{ rowGap: 12, marginBottom: 16 }}
      data-testid={testId}
    >
      {children}
      <Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SearchOutlined />}
          data-testid={`${testId}-search`}
        >
          {t('system.filter.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            form.resetFields();
            onApply(initialValues);
          }}
          data-testid={`${testId}-reset`}
        >
          {t('system.filter.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
