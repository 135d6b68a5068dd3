import { BlockList, isIP } from 'node:net';

// Addresses a merchant-supplied destination must never reach: this host, our own networks, link-local
// (where cloud metadata services live: 169.254.169.254, fd00:ec2::254), carrier-grade NAT (Alibaba's
// metadata at 100.100.100.200), multicast, reserved and documentation ranges.
// Two lists: a BlockList also matches IPv4 addresses against IPv6 rules (as mapped addresses), which would
// make ::ffff:0:0/96 swallow every IPv4 address.
const BLOCKED_V4 = new BlockList();
const BLOCKED_V6 = new BlockList();
const IPV4_RANGES: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const IPV6_RANGES: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d): refused whatever they embed.
  ['::ffff:0:0', 96],
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];
for (const [net, prefix] of IPV4_RANGES) BLOCKED_V4.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of IPV6_RANGES) BLOCKED_V6.addSubnet(net, prefix, 'ipv6');

// The sixteen bytes of an IPv6 address (`::` expanded, a trailing dotted quad read as two groups).
function ipv6Bytes(address: string): number[] | null {
  let text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  if (groups.length !== 8) return null;
  return groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
}

// NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address: judge the address they carry.
function embeddedIpv4(address: string): string | null {
  const bytes = ipv6Bytes(address);
  if (!bytes) return null;
  const nat64 = [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0].every((b, i) => bytes[i] === b);
  if (nat64) return bytes.slice(12).join('.');
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6).join('.');
  return null;
}

// True for an address no merchant-supplied destination may connect to; a non-address is blocked too.
export function isBlockedAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '');
  const family = isIP(plain);
  if (family === 4) return BLOCKED_V4.check(plain, 'ipv4');
  if (family !== 6) return true;
  if (BLOCKED_V6.check(plain, 'ipv6')) return true;
  const inner = embeddedIpv4(plain);
  return inner !== null && BLOCKED_V4.check(inner, 'ipv4');
}
