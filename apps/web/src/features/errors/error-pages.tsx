import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

type Status = '403' | '404' | '500';

/** spec §2 error pages: each has its fixed text and a back-to-home button. */
function ErrorPage({ status }: { status: Status }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh', padding: 24 }}>
      <Result
        status={status}
        title={status}
        subTitle={<span data-testid="error-text">{t(`errorPage.${status}`)}</span>}
        extra={
          <Button type="primary" data-testid="back-home" onClick={() => void navigate('/')}>
            {t('errorPage.backHome')}
          </Button>
        }
      />
    </div>
  );
}

export const ForbiddenPage = () => <ErrorPage status="403" />;
export const NotFoundPage = () => <ErrorPage status="404" />;
export const ServerErrorPage = () => <ErrorPage status="500" />;
