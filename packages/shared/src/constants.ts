// Business constants of SPEC §9.
export const PROMPT_SUPPRESS_MS = 86_400_000;
export const ACCOUNT_PROMPT_DELAY_MS = 1000;
export const EMAIL_SETTINGS_PROMPT_DELAY_MS = 1500;
export const RELOAD_GUARD_MS = 10_000;
export const TOAST_DURATION_MS = 4000;
export const TOAST_LIMIT = 3;
export const TOAST_GAP_PX = 14;
export const TOAST_SWIPE_THRESHOLD_PX = 45;
export const TWO_FACTOR_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 12;
export const DEFAULT_CURRENCY = 'TRY';
export const DEFAULT_PACKET_NAME = 'Free';
export const TRIAL_DAYS = 15;
export const DEMO_TRIAL_DAYS = 7;
export const SEARCH_MIN_LETTERS = 2;
