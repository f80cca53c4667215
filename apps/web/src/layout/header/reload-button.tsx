import { ReloadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { reloadPage } from '../../lib/tabs/page-reload';

/** spec §4 reload page: the current page mounts afresh; other kept-alive pages keep their state. */
export function ReloadButton() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Tooltip title={t('layout.reload')}>
      <Button
        type="text"
        icon={<ReloadOutlined />}
        onClick={() => reloadPage(`${pathname}${search}`)}
        aria-label={t('layout.reload')}
        data-testid="reload-button"
      />
    </Tooltip>
  );
}
