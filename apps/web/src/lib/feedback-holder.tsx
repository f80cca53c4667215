import { ConfigProvider, message } from 'antd';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { feedbackRequest, setMessageApi } from './feedback';
import { useLocaleStore } from './i18n/locale-store';
import { consoleTheme } from './theme/console-theme';
import { antdCsp } from './theme/csp-nonce';

const ModalHolder = lazy(() => import('./modal-holder').then((m) => ({ default: m.ModalHolder })));

/**
 * Hands antd's message (and, once asked, modal) to lib/feedback. It has a ConfigProvider of its
 * own with the console's theme and antd locale: it is mounted outside any page, on pages with
 * antd and without (docs/web.md "Delivery").
 */
export function FeedbackHolder() {
  const antdLocale = useLocaleStore((state) => state.antdLocale);
  return (
    <ConfigProvider locale={antdLocale} theme={consoleTheme} csp={antdCsp}>
      <Holders />
    </ConfigProvider>
  );
}

function Holders() {
  const [messageApi, messageHolder] = message.useMessage();
  const modalWanted = useSyncExternalStore(feedbackRequest.subscribe, feedbackRequest.modal);
  useEffect(() => {
    setMessageApi(messageApi);
    return () => setMessageApi(null);
  }, [messageApi]);
  return (
    <>
      {messageHolder}
      {modalWanted ? (
        <Suspense fallback={null}>
          <ModalHolder />
        </Suspense>
      ) : null}
    </>
  );
}
