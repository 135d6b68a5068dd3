import type { TDeviceInput, TTagInput } from '@ulak/shared/audience';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordsApi } from '../api';
import { recordKeys } from '../query-keys';

function useRefreshDevices() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: recordKeys.allDevices });
    await queryClient.invalidateQueries({ queryKey: recordKeys.tags() });
  };
}

// Create (id null) or edit a device; over the package limit the server answers 418 and the
// shell shows its warning dialog.
export function useSaveDevice() {
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TDeviceInput }) =>
      id === null ? recordsApi.createDevice(body) : recordsApi.updateDevice(id, body),
    onSuccess: refresh,
  });
}

export function useSetDeviceTag(id: number) {
  const refresh = useRefreshDevices();
  return useMutation({ mutationFn: (body: TTagInput) => recordsApi.setDeviceTag(id, body), onSuccess: refresh });
}

export function useRemoveDeviceTag(id: number) {
  const refresh = useRefreshDevices();
  return useMutation({ mutationFn: (name: string) => recordsApi.removeDeviceTag(id, name), onSuccess: refresh });
}
