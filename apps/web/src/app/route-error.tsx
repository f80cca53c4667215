import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '../lib/controls/button';
import styles from './page-loading.module.css';

/**
 * A route that failed to load (e.g. a chunk gone after a deploy) offers a reload. Kept to a
 * button and text, without antd: it sits in the entry chunk every first visit downloads.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <main className={styles.wrap}>
      <div style={{ textAlign: 'center' }}>
        {/* 58 % black is the tertiary grey of docs/accessibility.md: 5.2:1 on white. */}
        <h1 style={{ fontSize: 48, margin: 0, color: 'rgb(0 0 0 / 58%)' }}>500</h1>
        <p>{t('errorPage.chunk')}</p>
        <Button variant="primary" onClick={() => window.location.reload()}>
          {t('errorPage.reload')}
        </Button>
      </div>
    </main>
  );
}
