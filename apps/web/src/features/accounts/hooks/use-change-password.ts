import { useMutation } from '@tanstack/react-query';
import { writeAuth } from '../../../lib/session/auth-state';
import { local } from '../../../lib/storage/browser-storage';
import { accountsApi } from '../api';

export function useChangePassword() {
  return useMutation({
    mutationFn: accountsApi.changePassword,
    // other sessions are revoked; the server hands this one a fresh token
    onSuccess: (data) => {
      if (data.token && typeof data.expiredTime === 'number') writeAuth(local, 'user', data.token, data.expiredTime);
    },
  });
}
