import { message } from 'antd';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { modalRequest, setMessageApi } from './feedback';

const ModalHolder = lazy(() => import('./modal-holder').then((m) => ({ default: m.ModalHolder })));

/** Mounted once inside the ConfigProvider: hands antd's message (and, once asked, modal) to lib/feedback. */
export function FeedbackHolder() {
  const [messageApi, messageHolder] = message.useMessage();
  const modalWanted = useSyncExternalStore(modalRequest.subscribe, modalRequest.wanted);
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
