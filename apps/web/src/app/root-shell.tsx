import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { titleCount, useUnreadTitle } from '../lib/realtime/unread-title';
import type { RouteHandle } from '../lib/routing/route-meta';
import { formatTitle } from './format-title';

NProgress.configure({ showSpinner: false });

function useCurrentMeta() {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.meta) return handle.meta;
  }
  return undefined;
}

/** The root route: what happens after each navigation (spec §2) and the progress bar (§9). */
export function RootShell() {
  const { t, i18n } = useTranslation();
  const meta = useCurrentMeta();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const unread = useUnreadTitle((state) => state.unread);

  // spec §2 and §4: "title - suffix", prefixed with the unread messages, and refreshed when the
  // language changes too.
  useEffect(() => {
    document.title = formatTitle(
      meta ? t(meta.title) : '',
      t('app.name'),
      titleCount(unread),
      (n) => t('title.messages', { count: n }),
    );
  }, [meta, t, i18n.language, unread]);

  // The page's description (index.html holds both languages for readers without scripts).
  useEffect(() => {
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', t('app.description'));
  }, [t, i18n.language]);

  // spec §2: the page scrolls to top after each navigation.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // spec §9: progress bar on while a route (and its lazy chunk) loads.
  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);

  return <Outlet />;
}
