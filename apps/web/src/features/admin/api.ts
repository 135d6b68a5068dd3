import { apiData, apiRequest } from '../../lib/api/api-client';

export type TAdminProfile = { id: number; name: string; surname: string; email: string };
export type TAdminRow = TAdminProfile & { created_at: string | null; last_login: string | null };
export type TPageMeta = { page: number; perPage: number; total: number };

export const adminApi = {
  profile: () => apiData<TAdminProfile>('admin/profile'),
  admins: (page: number) => apiRequest<{ data: TAdminRow[]; meta: TPageMeta }>('admin/admins', { query: { page } }),
};
