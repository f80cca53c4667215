import type { AuditKind } from '@console/contract/audit';
import { Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionNamer } from '../../lib/regions/use-region-names';
import { useFieldLabel } from './snapshot-labels';
import { REGION_ROW, type SnapshotRow } from './snapshot-rows';
import { SnapshotValueView } from './snapshot-value-view';

/** The submitted fields; a changed one is tagged and shows what it held before. */
export function SnapshotTable({ kind, rows }: { kind: AuditKind; rows: SnapshotRow[] }) {
  const { t } = useTranslation();
  const label = useFieldLabel(kind);
  const regionName = useRegionNamer(rows.some((row) => row.field === REGION_ROW));
  return (
    <Descriptions
      bordered
      column={1}
      size="small"
      styles={{ label: { width: 160 } }}
      items={rows.map((row) => ({
        key: row.field,
        label: (
          <Space size={4} wrap>
            {label(row.field)}
            {row.changed ? <Tag color="orange">{t('auditPage.changed')}</Tag> : null}
          </Space>
        ),
        styles: row.changed ? { content: { background: 'rgba(250, 173, 20, 0.12)' } } : undefined,
        children: (
          <div data-testid={`audit-field-${row.field}`} data-changed={row.changed}>
            <SnapshotValueView value={row.value} regionName={regionName} />
            {row.previous ? (
              <Typography.Text
                type="secondary"
                delete={row.previous.kind !== 'html'}
                style={{ display: 'block', marginTop: 4 }}
                data-testid={`audit-previous-${row.field}`}
              >
                {row.previous.kind === 'text' ? (
                  t('auditPage.previousValue', { value: row.previous.text })
                ) : (
                  <>
                    {t('auditPage.previousLabel')}
                    <SnapshotValueView value={row.previous} regionName={regionName} />
                  </>
                )}
              </Typography.Text>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
