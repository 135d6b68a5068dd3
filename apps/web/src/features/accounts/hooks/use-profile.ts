import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storeProfile, readProfile } from '../../../lib/session/session-profile';
import { local } from '../../../lib/storage/browser-storage';
import { accountsApi } from '../api';
import { accountKeys } from '../query-keys';

export const profileQuery = () => queryOptions({ queryKey: accountKeys.profile(), queryFn: accountsApi.profile });

export function useProfile() {
  return useQuery(profileQuery());
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountsApi.updateProfile,
    onSuccess: (profile, input) => {
      // keep the header's stored session profile in step with the edit
      storeProfile(local, { ...readProfile(local), name: input.name, surname: input.surname });
      queryClient.setQueryData(accountKeys.profile(), profile);
      return queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
    },
  });
}
