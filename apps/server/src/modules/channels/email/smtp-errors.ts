// The failure outcomes of the channel contract, without the message id the provider adds.
type TOutcomeWithoutId =
  { status: 'retry'; retryAfterMs: number | null; reason: string } | { status: 'failed'; code: string; reason: string };

// 5xx replies and bad logins are final; 4xx replies and everything else (connection refused or
// reset, timeouts, DNS) are temporary and retried by the pipeline.
export function classifySmtpError(error: unknown): TOutcomeWithoutId {
  const details = (typeof error === 'object' && error ? error : {}) as {
    code?: unknown;
    responseCode?: unknown;
    response?: unknown;
    message?: unknown;
  };
  const responseCode = typeof details.responseCode === 'number' ? details.responseCode : null;
  const reason = String(details.response ?? details.message ?? 'smtp error').slice(0, 500);
  if (details.code === 'EAUTH') return { status: 'failed', code: 'smtp_auth', reason };
  if (responseCode !== null && responseCode >= 500) return { status: 'failed', code: `smtp_${responseCode}`, reason };
  return { status: 'retry', retryAfterMs: null, reason };
}
