// SPEC §4: darkMode (true, false or 1) or lowercase darkmode in the query sets the mode.
export function parseDarkModeQuery(search: string): boolean | null {
  const params = new URLSearchParams(search);
  const raw = params.get('darkMode') ?? params.get('darkmode');
  return parseDarkModeValue(raw);
}

export function parseDarkModeValue(raw: string | null): boolean | null {
  if (raw === null) return null;
  const value = raw.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return null;
}
