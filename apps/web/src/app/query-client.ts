import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // every failure already showed its dialog once (SPEC §8); a retry would show it twice
      retry: false,
    },
    mutations: { retry: false },
  },
});
