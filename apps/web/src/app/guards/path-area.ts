// Which row of the SPEC §2 guard table a path falls in.
export type TPathArea =
  | 'root'
  | 'admin-auth'
  | 'admin'
  | 'lite-auth'
  | 'lite'
  | 'auth'
  | 'auth-open'
  | 'user'
  | 'member'
  | 'marketing'
  | 'other';

// Auth pages that work either way: the email link page and the domain page reached right after sign-up.
const AUTH_OPEN_PATHS = ['/auth/user-verification', '/auth/domain-verification'];

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function normalizePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname;
}

export function classifyPath(rawPathname: string): TPathArea {
  const pathname = normalizePath(rawPathname);
  if (pathname === '/') return 'root';
  if (under(pathname, '/admin/auth')) return 'admin-auth';
  if (under(pathname, '/admin')) return 'admin';
  if (under(pathname, '/lite/auth')) return 'lite-auth';
  if (under(pathname, '/lite')) return 'lite';
  if (AUTH_OPEN_PATHS.includes(pathname)) return 'auth-open';
  if (under(pathname, '/auth')) return 'auth';
  if (under(pathname, '/user') || pathname.startsWith('/iframe') || pathname === '/shopify/installed') return 'user';
  if (pathname.startsWith('/post') || pathname.startsWith('/satisfaction')) return 'member';
  if (pathname.startsWith('/marketing')) return 'marketing';
  return 'other';
}
