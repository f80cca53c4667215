import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FeedbackHost } from '../lib/feedback-host';
import { queryClient } from '../lib/query-client';

/**
 * Data, and the host of toasts and dialogs (lib/feedback). No antd here: the theme, the antd
 * locale and the `.ant-app` frame come with the pages drawn with antd (router.tsx, antd scope).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <FeedbackHost />
      {children}
    </QueryClientProvider>
  );
}
