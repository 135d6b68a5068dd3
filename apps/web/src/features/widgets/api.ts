import { apiData } from '../../lib/api/api-client';

// The widgets feature's calls. The verification page is public: no session, no dialog (it shows its own state).
export const newsletterApi = {
  confirm: (token: string) =>
    apiData<{ confirmed: boolean; couponMasked: string | null }>('newsletter/verification', {
      auth: 'none',
      method: 'POST',
      body: { token },
      silent: true,
    }),
};
