import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LOGIN_PATHS } from '../../../lib/session/guard-keys';
import { endSession } from '../../../lib/session/session';
import { authApi, type TAuthArea } from '../api';

export function useLogout(area: TAuthArea, loginPath: string = LOGIN_PATHS[area]) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // the server may already consider the session gone; logging out locally must still happen
    mutationFn: () => authApi.logout(area).catch(() => null),
    onSettled: () => {
      endSession(area);
      queryClient.clear();
      void navigate(loginPath, { replace: true });
    },
  });
}
