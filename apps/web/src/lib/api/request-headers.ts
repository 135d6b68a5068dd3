import type { TUiLanguage } from '@ulak/shared/locales';

// The headers of an API call: its body's type, JSON answers in the interface's language, and the session's token.
export function apiHeaders(bearer: string | null, language: TUiLanguage, contentType: string): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    Accept: 'application/json',
    'Accept-Language': language,
  };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  return headers;
}
