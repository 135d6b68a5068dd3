import type {
  TEmailSender,
  TEmailSenderInput,
  TEmailSendingSettings,
  TSmtpCredentials,
  TSmtpCredentialsInput,
  TSmtpTestResult,
} from '@ulak/shared/email/email-settings';
import { apiData } from '../../lib/api/api-client';

export const smtpCredentialsApi = {
  get: () => apiData<TSmtpCredentials | null>('smtp-credentials'),
  save: (body: TSmtpCredentialsInput) => apiData<TSmtpCredentials>('smtp-credentials', { method: 'PUT', body }),
  test: (body: TSmtpCredentialsInput) => apiData<TSmtpTestResult>('smtp-credentials/test', { method: 'POST', body }),
  remove: () => apiData<{ ok: true }>('smtp-credentials', { method: 'DELETE' }),
};

export const emailSendersApi = {
  list: () => apiData<TEmailSender[]>('email-senders'),
  add: (body: TEmailSenderInput) => apiData<TEmailSender>('email-senders', { method: 'POST', body }),
  verify: (id: number) => apiData<TEmailSender>(`email-senders/${id}/verify`, { method: 'POST' }),
  resendVerification: (id: number) =>
    apiData<{ sent: boolean }>(`email-senders/${id}/resend-verification`, { method: 'POST' }),
  reset: (id: number) => apiData<TEmailSender>(`email-senders/${id}/reset`, { method: 'POST' }),
  remove: (id: number) => apiData<{ ok: true }>(`email-senders/${id}`, { method: 'DELETE' }),
  settings: () => apiData<TEmailSendingSettings>('email-sending-settings'),
};
