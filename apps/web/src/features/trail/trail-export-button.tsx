import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrailFilter } from '../../lib/api/list-trail';
import { toast } from '../../lib/feedback';
import { isApiError } from '../../lib/http/api-error';
import { exportTrail } from './api/export-trail';

/** The entries of the filter shown as a CSV file (every one of them, not only those loaded). */
export function TrailExportButton({ filter, isEmpty }: { filter: TrailFilter; isEmpty: boolean }) {
  const { t } = useTranslation();
  const [isRunning, setRunning] = useState(false);

  async function start() {
    setRunning(true);
    try {
      const fileName = await exportTrail(filter, t('trail.export.failed'));
      toast.success(t('trail.export.done', { fileName }));
    } catch (error) {
      toast.error(isApiError(error) && error.message ? error.message : t('trail.export.failed'));
    } finally {
      setRunning(false);
    }
  }

  return (
    <Button
      icon={<DownloadOutlined />}
      loading={isRunning}
      // Nothing matches: the file would hold its header alone.
      disabled={isEmpty}
      onClick={() => void start()}
      data-testid="trail-export"
    >
      {t('trail.export.button')}
    </Button>
  );
}
