// docs/web.md "antd's styles": written at build time (tooling/antd-styles.ts).
import 'virtual:antd-styles.css';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useLocaleStore } from '../i18n/locale-store';
import { AppFrame } from './app-frame';
import { antdCsp } from './csp-nonce';
import { consoleTheme } from './console-theme';

/**
 * What a part of the app drawn with antd needs around it: the theme, the antd locale and the
 * `.ant-app` frame. Loaded lazily with those parts (load-antd-scope.tsx): the sign-in page and
 * the entry carry no antd (docs/web.md "Delivery").
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const antdLocale = useLocaleStore((state) => state.antdLocale);
  return (
    <ConfigProvider locale={antdLocale} theme={consoleTheme} csp={antdCsp}>
      <AppFrame>{children}</AppFrame>
    </ConfigProvider>
  );
}
