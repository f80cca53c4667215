import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthShell } from './auth-shell';

/** spec §2 /register/result (auth): into the console, or on to the merchant record. */
export function RegisterResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthShell title={t('route.registerResult')}>
      <Result
        status="success"
        title={t('registerResult.title')}
        subTitle={t('registerResult.subtitle')}
        style={{ padding: '8px 0 0' }}
        extra={
          <Flex vertical gap={12}>
            <Button
              type="primary"
              block
              onClick={() => void navigate('/record')}
              data-testid="supplement-merchant"
            >
              {t('registerResult.record')}
            </Button>
            <Button block onClick={() => void navigate('/')} data-testid="go-console">
              {t('registerResult.console')}
            </Button>
          </Flex>
        }
      />
    </AuthShell>
  );
}
