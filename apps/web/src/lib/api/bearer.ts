export type TApiAuth = 'user' | 'admin' | 'none';

// SPEC §6: admin calls use adminToken, else the token query parameter; user calls use the stored token.
export function pickBearer(
  auth: TApiAuth,
  tokens: { userToken: string | null; adminToken: string | null; queryToken: string | null },
): string | null {
  if (auth === 'admin') return tokens.adminToken ?? tokens.queryToken;
  if (auth === 'user') return tokens.userToken;
  return null;
}

export function inferAuth(path: string): TApiAuth {
  return path.replace(/^\/+/, '').startsWith('admin/') ? 'admin' : 'user';
}
