// Error codes the server returns in `{ error: { code } }`; the web maps them to i18n keys `errors.<code>`.
export const ERROR_CODES = [
  'validation',
  'fill_all_fields',
  'unauthenticated',
  'invalid_credentials',
  'false_code',
  'forbidden',
  'not_found',
  'page_not_found',
  'rate_limited',
  'internal',
  'noop',
  'email_taken',
  'kvkk_required',
  'password_mismatch',
  'password_too_weak',
  'current_password_incorrect',
  'invalid_email',
  'token_invalid',
  'mfa_not_enabled',
  'packet_limit',
  'feature_not_purchased',
  'payload_too_large',
  'member_not_found',
  'device_not_found',
  'order_not_found',
  'application_not_found',
  'api_key_not_found',
  'search_min_letters',
  'import_too_large',
  'import_too_many_rows',
  'import_not_ready',
  'origin_not_allowed',
  'member_limit',
  'device_limit',
  'request_log_not_found',
  'request_log_not_failed',
  'campaign_ended',
  'task_resend_confirm',
  'verification_required',
  'coupons_exhausted',
  'setting_not_found',
  'provider_not_found',
  'nothing_to_send',
] as const;

export type TErrorCode = (typeof ERROR_CODES)[number];

// The HTTP status each kind of failure answers with (ARCHITECTURE "API conventions").
export const HTTP_STATUS = {
  ok: 200,
  created: 201,
  badRequest: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  payloadTooLarge: 413,
  warning: 418,
  validation: 422,
  rateLimited: 429,
  internal: 500,
  noop: 550,
} as const;

export type TApiError = {
  error: { code: TErrorCode | string; message: string; messageList?: string[] };
};
