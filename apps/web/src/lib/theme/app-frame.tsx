import { ConfigProvider } from 'antd';
// antd's <App> root style (text colour, font, line height from the theme tokens), without the
// component itself: <App> mounts modal and notification too, ~15 KB gzip every route would load
// while the console shows only toasts at first (lib/feedback loads the modal on use).
import useAppStyle from 'antd/es/app/style';
import { useContext, type ReactNode } from 'react';

/** The `.ant-app` element antd's <App> renders, styled the same way. */
export function AppFrame({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  return <div className={`${hashId} ${prefixCls} ${cssVarCls}`}>{children}</div>;
}
