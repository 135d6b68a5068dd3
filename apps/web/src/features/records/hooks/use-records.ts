import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { recordsApi, type TQuery } from '../api';
import { recordKeys } from '../query-keys';

export function useDevices(query: TQuery, enabled: boolean) {
  return useQuery({
    queryKey: recordKeys.devices(query),
    queryFn: () => recordsApi.devices(query),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useDevice(id: number) {
  return useQuery({ queryKey: recordKeys.device(id), queryFn: () => recordsApi.device(id), retry: false });
}

export function useOrders(query: TQuery, enabled: boolean) {
  return useQuery({
    queryKey: recordKeys.orders(query),
    queryFn: () => recordsApi.orders(query),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useEvents(query: TQuery) {
  return useQuery({
    queryKey: recordKeys.events(query),
    queryFn: () => recordsApi.events(query),
    placeholderData: keepPreviousData,
  });
}
