import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The picture card's content: a plus (a spinner while a file goes up) and "Upload". */
export function ChooseImage({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="button" style={{ border: 0, background: 'none' }}>
      {busy ? <LoadingOutlined /> : <PlusOutlined />}
      <div style={{ marginTop: 8 }}>{t('uploader.choose')}</div>
    </button>
  );
}
