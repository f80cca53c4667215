import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { FeedbackHolder } from '../lib/feedback-holder';
import { useLocaleStore } from '../lib/i18n/locale-store';
import { queryClient } from '../lib/query-client';
import { withAccessibleTokens } from '../lib/theme/accessible-tokens';
import { AppFrame } from './app-frame';

const theme: ThemeConfig = withAccessibleTokens({
  token: { borderRadius: 8 },
  components: { Layout: { headerBg: '#ffffff', siderBg: '#001529' } },
});

/** Data, theme and antd locale, and the holder of toasts and dialogs (lib/feedback). */
export function Providers({ children }: { children: ReactNode }) {
  const antdLocale = useLocaleStore((state) => state.antdLocale);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocale} theme={theme}>
        <AppFrame>
          <FeedbackHolder />
          {children}
        </AppFrame>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
