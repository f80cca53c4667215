import { SmileOutlined } from '@ant-design/icons';
import { Card, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDirtyGuard } from '../../lib/tabs/dirty-guard';

/** spec §2 /i18n: a greeting in the current language, personalised with the name typed in. */
export function I18nPage() {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState('');
  const trimmed = name.trim();
  // A typed name is unsaved input: closing this page's tab asks first.
  useDirtyGuard(trimmed !== '');
  return (
    <Card title={t('route.i18n')}>
      <Result
        icon={<SmileOutlined />}
        title={
          <span data-testid="greeting">
            {trimmed ? t('i18nDemo.greetingNamed', { name: trimmed }) : t('i18nDemo.greeting')}
          </span>
        }
        subTitle={
          <>
            <div>{t('i18nDemo.current', { locale: i18n.language })}</div>
            <div>{t('i18nDemo.hint')}</div>
          </>
        }
        extra={
          <Input
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder={t('i18nDemo.name')}
            aria-label={t('i18nDemo.name')}
            maxLength={40}
            allowClear
            style={{ maxWidth: 280 }}
            data-testid="greeting-name"
          />
        }
      />
    </Card>
  );
}
