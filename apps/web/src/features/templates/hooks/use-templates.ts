import { useMutation, useQuery } from '@tanstack/react-query';
import { templateKeys, templatesApi } from '../api';

export function useVariableCatalogue() {
  return useQuery({ queryKey: templateKeys.variables(), queryFn: templatesApi.variables, staleTime: Infinity });
}

export function usePreview() {
  return useMutation({ mutationFn: templatesApi.preview });
}

export function useTestSend() {
  return useMutation({ mutationFn: templatesApi.testSend });
}
