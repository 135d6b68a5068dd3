import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TStatsRange } from '@ulak/shared/platforms';
import { platformsApi } from '../api';
import { platformKeys } from '../query-keys';

// A sync runs in the background: the list and the statistics refresh while the screen is open.
const LIVE = { refetchInterval: 15_000 };

export function usePlatforms() {
  return useQuery({ queryKey: platformKeys.list(), queryFn: platformsApi.list, ...LIVE });
}

export function usePlatform(id: number | null) {
  return useQuery({
    queryKey: platformKeys.detail(id ?? 0),
    queryFn: () => platformsApi.get(id ?? 0),
    enabled: id !== null,
    ...LIVE,
  });
}

export function usePlatformStats(id: number, range: TStatsRange) {
  return useQuery({
    queryKey: platformKeys.stats(id, range),
    queryFn: () => platformsApi.stats(id, range),
    placeholderData: keepPreviousData,
    ...LIVE,
  });
}

export function usePlatformDataRequests(id: number) {
  return useQuery({ queryKey: platformKeys.dataRequests(id), queryFn: () => platformsApi.dataRequests(id), ...LIVE });
}

export function useEmbeddedShop(sessionToken: string, enabled: boolean) {
  return useQuery({
    queryKey: platformKeys.embeddedShop(sessionToken),
    queryFn: () => platformsApi.embeddedShop(sessionToken),
    enabled,
    retry: false,
  });
}

// The embedded page's account: created or linked, then the browser lands where the answer says.
type TLanding = { path: string };
export const useEmbeddedAccount = (onSuccess: (landing: TLanding) => void) =>
  useMutation({ mutationFn: platformsApi.embeddedAccount, onSuccess });
export const useEmbeddedLink = (onSuccess: (landing: TLanding) => void) =>
  useMutation({ mutationFn: platformsApi.embeddedLink, onSuccess });

function useInvalidating<TArg, TResult>(fn: (arg: TArg) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformKeys.all }),
  });
}

export const useCreatePlatform = () => useInvalidating(platformsApi.create);
export const useArchivePlatform = () => useInvalidating(platformsApi.archive);
export const useGeneratePlatformToken = () => useInvalidating(platformsApi.apiToken);
export const useShopifySession = () => useInvalidating(platformsApi.shopifySession);

export function useShopifyInstall() {
  return useMutation({ mutationFn: platformsApi.shopifyInstall });
}
