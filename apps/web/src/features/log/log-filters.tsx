import { Input, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export type LogFilterValue = { type: 'all' | 'info' | 'error'; keyword: string };

type Props = { value: LogFilterValue; onChange: (value: LogFilterValue) => void; name: string };

/**
 * Type and keyword filters, shared by both tabs of /log. Three types are one click apart in a
 * segmented control (the console already loads it), where a Select cost 24 KB (docs/web.md
 * "Delivery").
 */
export function LogFilters({ value, onChange, name }: Props) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Segmented<LogFilterValue['type']>
        value={value.type}
        onChange={(type) => onChange({ ...value, type })}
        aria-label={t('log.type')}
        options={[
          { value: 'all', label: t('log.filter.all') },
          { value: 'info', label: t('log.type.info') },
          { value: 'error', label: t('log.type.error') },
        ]}
        data-testid={`${name}-type`}
      />
      <Input.Search
        allowClear
        placeholder={t('log.filter.keyword')}
        defaultValue={value.keyword}
        onSearch={(keyword) => onChange({ ...value, keyword: keyword.trim() })}
        style={{ width: 220 }}
        data-testid={`${name}-keyword`}
      />
    </Space>
  );
}
