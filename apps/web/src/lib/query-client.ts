import { QueryClient } from '@tanstack/react-query';

// The http client already toasts each failure (spec §8); a retry would toast it again.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
