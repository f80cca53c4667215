import 'nprogress/nprogress.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app';
import { bootLocale } from './lib/i18n/locale-store';
import { captureGlobalErrors } from './lib/log/capture-errors';
import { readCachedLocale } from './lib/settings/user-settings-cache';

// spec §3/§8: window errors and unhandled rejections go into the front-end log from the start.
captureGlobalErrors();

// spec §4: the locale (texts, antd and dayjs packs) is settled before the first paint, so the
// page never flashes in the wrong language; the signed-in user's cached setting wins. The
// router meanwhile loads the first route's chunk.
void bootLocale(readCachedLocale()).then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppRoot />
    </StrictMode>,
  );
});
