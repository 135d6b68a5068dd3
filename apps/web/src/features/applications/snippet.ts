// A domain list typed by the user: one per line or separated by commas/spaces, without empties or repeats.
export function parseDomains(text: string): string[] {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return [...new Set(parts)];
}

// An id for `/user/application/{code}`; anything else is not one of ours.
export function applicationIdFromCode(code: string | undefined): number | null {
  if (!code || !/^[1-9]\d*$/.test(code)) return null;
  return Number(code);
}
