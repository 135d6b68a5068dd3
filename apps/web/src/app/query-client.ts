import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Reads that fail on the way are already tried three times by apiRequest (READ_RETRY_DELAYS_MS), before
      // their one dialog (SPEC §8); retrying here again would show that dialog a second time.
      retry: false,
    },
    mutations: { retry: false },
  },
});
