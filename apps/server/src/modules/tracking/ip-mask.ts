// The screens show where a request came from, not whom: the last IPv4 octet, or all but the
// first three IPv6 groups, are hidden.
export function maskIp(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = ip.replace(/^::ffff:/, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return v4.replace(/\.\d{1,3}$/, '.*');
  if (ip.includes(':')) return `${ip.split(':').slice(0, 3).join(':')}:*`;
  return '*';
}
