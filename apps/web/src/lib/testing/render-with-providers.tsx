import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { FeedbackHolder } from '../feedback-holder';

/** Renders a component with what the app gives it: data client, antd App (toasts), a router. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <FeedbackHolder />
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}
