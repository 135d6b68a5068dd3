import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMerchantListQuery, TReleaseNoteInput } from '@ulak/shared/admin-area';
import { adminApi } from '../api';
import { adminKeys } from '../query-keys';

export function useAdminProfile() {
  return useQuery({ queryKey: adminKeys.profile(), queryFn: adminApi.profile });
}

export function useAdmins(page: number, perPage = 20) {
  return useQuery({
    queryKey: adminKeys.admins(page, perPage),
    queryFn: () => adminApi.admins(page, perPage),
    placeholderData: keepPreviousData,
  });
}

// Every change in the admin area also lands in the audit log: its list is refreshed too.
function useAdminMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  keys: readonly unknown[][],
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([...keys, ['admin', 'actions']].map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

export const useInviteAdmin = () => useAdminMutation(adminApi.invite, [[...adminKeys.adminsAll()]]);
export const useSetAdminEnabled = () =>
  useAdminMutation(
    ({ id, enabled }: { id: number; enabled: boolean }) => adminApi.setAdminEnabled(id, enabled),
    [[...adminKeys.adminsAll()]],
  );
export const useResetAdminTwoFactor = () =>
  useAdminMutation((id: number) => adminApi.resetAdminTwoFactor(id), [[...adminKeys.adminsAll()]]);

export function useAdminDashboard(from: string, to: string) {
  return useQuery({
    queryKey: adminKeys.dashboard(from, to),
    queryFn: () => adminApi.dashboard(from, to),
    placeholderData: keepPreviousData,
  });
}

export function useMerchants(query: Partial<TMerchantListQuery>) {
  return useQuery({
    queryKey: adminKeys.merchants(query),
    queryFn: () => adminApi.merchants(query),
    placeholderData: keepPreviousData,
  });
}

export function useMerchant(accountId: number | null) {
  return useQuery({
    queryKey: adminKeys.merchant(accountId ?? 0),
    queryFn: () => adminApi.merchant(accountId ?? 0),
    enabled: accountId !== null,
  });
}

export const useSetMerchantEnabled = () =>
  useAdminMutation(
    ({ accountId, enabled }: { accountId: number; enabled: boolean }) =>
      adminApi.setMerchantEnabled(accountId, enabled),
    [[...adminKeys.merchantsAll()]],
  );
export const useResendVerification = () => useAdminMutation(adminApi.resendVerification, []);
export const useMerchantLoginLink = () => useAdminMutation(adminApi.merchantLoginLink, []);
export const useAddMerchant = () => useAdminMutation(adminApi.addMerchant, [[...adminKeys.merchantsAll()]]);

export function useAdminReleaseNotes(page: number, perPage: number) {
  return useQuery({
    queryKey: adminKeys.releaseNotes(page, perPage),
    queryFn: () => adminApi.releaseNotes(page, perPage),
    placeholderData: keepPreviousData,
  });
}

export const useSaveReleaseNote = () =>
  useAdminMutation(
    ({ id, input }: { id: number | null; input: TReleaseNoteInput }) =>
      id === null ? adminApi.createReleaseNote(input) : adminApi.updateReleaseNote(id, input),
    [[...adminKeys.releaseNotesAll()]],
  );
export const usePublishReleaseNote = () =>
  useAdminMutation(
    ({ id, published }: { id: number; published: boolean }) => adminApi.publishReleaseNote(id, published),
    [[...adminKeys.releaseNotesAll()]],
  );
export const useDeleteReleaseNote = () =>
  useAdminMutation((id: number) => adminApi.deleteReleaseNote(id), [[...adminKeys.releaseNotesAll()]]);

export function useAdminActions(query: { page: number; adminId?: number; account?: string }) {
  return useQuery({
    queryKey: adminKeys.actions(query),
    queryFn: () => adminApi.actions(query),
    placeholderData: keepPreviousData,
  });
}
