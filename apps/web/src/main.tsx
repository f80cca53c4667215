// docs/web.md "antd's styles": the order of antd's cascade layers, before any of their rules.
import 'virtual:antd-layers.css';
import 'nprogress/nprogress.css';
import './lib/theme/antd-tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app';
import { expectFeedbackHost } from './lib/feedback';
import { bootLocale } from './lib/i18n/locale-store';
import { captureGlobalErrors } from './lib/log/capture-errors';
import { readCachedLocale } from './lib/settings/user-settings-cache';

// spec §3/§8: window errors and unhandled rejections go into the front-end log from the start.
captureGlobalErrors();

// Toasts raised before the first render (a route loader's failed call) wait for the holder
// <FeedbackHost> mounts, and confirmations are always asked (lib/feedback).
expectFeedbackHost();

// spec §4: the locale (its texts) is settled before the first paint, so the page never flashes
// in the wrong language; the signed-in user's cached setting wins. The router meanwhile loads
// the first route's chunk (and, for a page drawn with antd, the antd scope with the antd and
// dayjs packs of that language).
void bootLocale(readCachedLocale()).then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppRoot />
    </StrictMode>,
  );
});
