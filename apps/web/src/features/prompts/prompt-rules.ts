import { PROMPT_SUPPRESS_MS } from '@ulak/shared/constants';

// Suppression values are the epoch ms until which a prompt stays quiet.
export function isSuppressed(raw: string | null, nowMs: number): boolean {
  if (raw === null || raw === '') return false;
  const until = Number(raw);
  return Number.isFinite(until) && nowMs < until;
}

export function suppressUntil(nowMs: number): string {
  return String(nowMs + PROMPT_SUPPRESS_MS);
}

const isUserPath = (pathname: string): boolean => pathname === '/user' || pathname.startsWith('/user/');

export function shouldCheckAccountVerification(input: {
  pathname: string;
  loggedIn: boolean;
  suppression: string | null;
  nowMs: number;
}): boolean {
  return isUserPath(input.pathname) && input.loggedIn && !isSuppressed(input.suppression, input.nowMs);
}

export function shouldCheckEmailSettings(input: {
  pathname: string;
  loggedIn: boolean;
  framed: boolean;
  suppression: string | null;
  nowMs: number;
}): boolean {
  return (
    isUserPath(input.pathname) &&
    input.loggedIn &&
    !input.framed &&
    !input.pathname.includes('/widget') &&
    !isSuppressed(input.suppression, input.nowMs)
  );
}

export type TEmailSendingSettings = { verify?: string | null } | null;

export function needsEmailSettingsPrompt(settings: TEmailSendingSettings | undefined): boolean {
  return !settings || settings.verify !== 'Success';
}
