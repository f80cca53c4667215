import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedbackApi } from './feedback';

/** Mounted once inside antd <App>: hands its message/modal API to lib/feedback. */
export function FeedbackHolder() {
  const app = App.useApp();
  useEffect(() => {
    setFeedbackApi(app);
    return () => setFeedbackApi(null);
  }, [app]);
  return null;
}
