import type { TUserProfile } from '@ulak/shared/auth';
import { apiData } from '../../lib/api/api-client';
import type { TEmailSendingSettings } from './prompt-rules';

// SPEC §8: these three calls fail silently (logged only).
export const promptsApi = {
  profile: () => apiData<TUserProfile>('user/profile', { silent: true }),
  sendVerificationMail: () =>
    apiData<{ sent: boolean }>('user/send-verification-mail', { method: 'POST', silent: true }),
  emailSendingSettings: () => apiData<TEmailSendingSettings>('email-sending-settings', { silent: true }),
};
