import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi } from '../api';
import { adminKeys } from '../query-keys';

export function useAdminProfile() {
  return useQuery({ queryKey: adminKeys.profile(), queryFn: adminApi.profile });
}

export function useAdmins(page: number) {
  return useQuery({
    queryKey: adminKeys.admins(page),
    queryFn: () => adminApi.admins(page),
    placeholderData: keepPreviousData,
  });
}
