import 'nprogress/nprogress.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app';
import { bootLocale } from './lib/i18n/locale-store';

// spec §4: the locale (texts, antd and dayjs packs) is settled before the first paint, so the
// page never flashes in the wrong language. The router meanwhile loads the first route's chunk.
void bootLocale().then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppRoot />
    </StrictMode>,
  );
});
