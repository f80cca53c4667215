import { ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import type { LicenceContent } from '@console/contract/licences';
import { Button, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLicence } from '../../lib/api/get-licence';
import { PlainCard } from '../../lib/card/plain-card';
import { StatusPanel } from '../../lib/status-panel';
import { LicenceEditor } from './licence-editor';
import styles from './licence-page.module.css';

/**
 * /account/license (permission licence:manage): the merchant's signing licence (DESIGN §4). Its
 * state shows only once read: while it loads a spinner holds the form's place, so a submitted
 * licence never flashes "not submitted" (docs/web.md "/account/license").
 */
export function LicencePage() {
  const { t } = useTranslation();
  const query = useLicence();
  // No merchant (spec §6: the call is not made) reads as nothing submitted.
  const content: LicenceContent | undefined =
    query.data === null ? { status: 'none', licence: null } : query.data;
  let body;
  if (content) {
    body = <LicenceEditor content={content} />;
  } else if (query.isError) {
    body = (
      <StatusPanel
        icon={<WarningOutlined style={{ color: 'var(--ant-color-warning, #faad14)' }} />}
        title={t('licencePage.loadFailed')}
        action={
          <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
        data-testid="licence-error"
      />
    );
  } else {
    body = (
      <Spin spinning>
        <div className={styles.loading} data-testid="licence-loading" />
      </Spin>
    );
  }
  return (
    <PlainCard
      title={t('route.account.license')}
      extra={
        content ? (
          <Tag data-testid="licence-status">{t(`licencePage.status.${content.status}`)}</Tag>
        ) : null
      }
    >
      {body}
    </PlainCard>
  );
}
