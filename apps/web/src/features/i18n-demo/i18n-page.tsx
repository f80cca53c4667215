import { SmileOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** spec §2 /i18n: a greeting in the current language. */
export function I18nPage() {
  const { t, i18n } = useTranslation();
  return (
    <Card title={t('route.i18n')}>
      <Result
        icon={<SmileOutlined />}
        title={<span data-testid="greeting">{t('i18nDemo.greeting')}</span>}
        subTitle={
          <>
            <div>{t('i18nDemo.current', { locale: i18n.language })}</div>
            <div>{t('i18nDemo.hint')}</div>
          </>
        }
      />
    </Card>
  );
}
