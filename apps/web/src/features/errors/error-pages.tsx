import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './error-pages.module.css';

type Status = '403' | '404' | '500';

/**
 * spec §2 error pages: each has its fixed text and a back-to-home button. `inline`: inside the
 * console layout (a page that crashed) rather than a page of its own.
 */
export function ErrorResult({ status, inline = false }: { status: Status; inline?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Standalone, the page is its own main landmark and its status its h1 (docs/accessibility.md
  // "Markup"); inside the console the layout already gives both.
  const Frame = inline ? 'div' : 'main';
  return (
    <Frame
      style={{
        display: 'grid',
        placeItems: 'center',
        minHeight: inline ? 360 : '100vh',
        padding: 24,
      }}
      data-testid={inline ? 'page-error' : undefined}
    >
      <Result
        status={status}
        title={inline ? status : <h1 className={styles.title}>{status}</h1>}
        subTitle={<span data-testid="error-text">{t(`errorPage.${status}`)}</span>}
        extra={
          <Button type="primary" data-testid="back-home" onClick={() => void navigate('/')}>
            {t('errorPage.backHome')}
          </Button>
        }
      />
    </Frame>
  );
}

export const ForbiddenPage = () => <ErrorResult status="403" />;
export const NotFoundPage = () => <ErrorResult status="404" />;
export const ServerErrorPage = () => <ErrorResult status="500" />;
