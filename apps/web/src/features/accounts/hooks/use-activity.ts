import { useQuery } from '@tanstack/react-query';
import { accountsApi } from '../api';
import { accountKeys } from '../query-keys';

export function useActivity() {
  return useQuery({ queryKey: accountKeys.activity(), queryFn: accountsApi.activity });
}
