import dgram from 'node:dgram';

export type DnsServer = {
  // "127.0.0.1:<port>", ready for Resolver.setServers and the DNS_SERVERS setting.
  address: string;
  port: number;
  setTxt: (name: string, values: string[]) => void;
  // Mail and address records of a name (a name with none of the asked type answers NODATA, an unknown one NXDOMAIN).
  setHost: (name: string, records: { mx?: string[]; a?: string[]; aaaa?: string[] }) => void;
  // Names whose queries answer SERVFAIL (a broken authoritative server).
  setFailing: (name: string) => void;
  queries: () => number;
  close: () => Promise<void>;
};

const TYPE_TXT = 16;
const TYPE_A = 1;
const TYPE_MX = 15;
const TYPE_AAAA = 28;
const CLASS_IN = 1;

function encodeName(name: string): Buffer {
  const parts = name.split('.').filter(Boolean);
  return Buffer.concat([
    ...parts.map((p) => Buffer.concat([Buffer.from([p.length]), Buffer.from(p, 'ascii')])),
    Buffer.from([0]),
  ]);
}

function answer(type: number, rdata: Buffer): Buffer {
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0); // pointer to the question's name
  fixed.writeUInt16BE(type, 2);
  fixed.writeUInt16BE(CLASS_IN, 4);
  fixed.writeUInt32BE(60, 6);
  fixed.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([fixed, rdata]);
}

function mxRecord(exchange: string, preference: number): Buffer {
  const pref = Buffer.alloc(2);
  pref.writeUInt16BE(preference, 0);
  return answer(TYPE_MX, Buffer.concat([pref, encodeName(exchange)]));
}

function aRecord(ip: string): Buffer {
  return answer(TYPE_A, Buffer.from(ip.split('.').map(Number)));
}

function aaaaRecord(ip: string): Buffer {
  const [head = '', tail = ''] = ip.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = [...h, ...Array<string>(8 - h.length - t.length).fill('0'), ...t];
  const bytes = Buffer.alloc(16);
  groups.forEach((g, i) => bytes.writeUInt16BE(parseInt(g, 16), i * 2));
  return answer(TYPE_AAAA, bytes);
}

function readName(message: Buffer, start: number): { name: string; end: number } {
  const labels: string[] = [];
  let offset = start;
  for (;;) {
    const length = message.readUInt8(offset);
    offset += 1;
    if (length === 0) break;
    labels.push(message.toString('ascii', offset, offset + length));
    offset += length;
  }
  return { name: labels.join('.').toLowerCase(), end: offset };
}

function txtRecord(value: string): Buffer {
  const chunks: Buffer[] = [];
  const bytes = Buffer.from(value, 'utf8');
  for (let i = 0; i < bytes.length || i === 0; i += 255) {
    const part = bytes.subarray(i, i + 255);
    chunks.push(Buffer.from([part.length]), part);
  }
  return answer(TYPE_TXT, Buffer.concat(chunks));
}

// A tiny authoritative DNS server over UDP on 127.0.0.1: answers TXT, MX, A and AAAA queries from maps,
// NXDOMAIN for unknown names.
export async function startDnsServer(initial: Record<string, string[]> = {}): Promise<DnsServer> {
  const records = new Map<string, string[]>(Object.entries(initial).map(([k, v]) => [k.toLowerCase(), v]));
  const hosts = new Map<string, { mx?: string[]; a?: string[]; aaaa?: string[] }>();
  const failing = new Set<string>();
  let queries = 0;
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, remote) => {
    if (message.length < 12) return;
    queries += 1;
    const { name, end } = readName(message, 12);
    const qtype = message.readUInt16BE(end);
    const question = message.subarray(12, end + 4);
    const values = records.get(name);
    const host = hosts.get(name);
    let answers: Buffer[] = [];
    if (values && qtype === TYPE_TXT) answers = values.map(txtRecord);
    else if (host && qtype === TYPE_MX) answers = (host.mx ?? []).map((x, i) => mxRecord(x, 10 * (i + 1)));
    else if (host && qtype === TYPE_A) answers = (host.a ?? []).map(aRecord);
    else if (host && qtype === TYPE_AAAA) answers = (host.aaaa ?? []).map(aaaaRecord);
    const header = Buffer.alloc(12);
    header.writeUInt16BE(message.readUInt16BE(0), 0);
    // QR + AA + RD copied + RA; NXDOMAIN when the name is unknown, SERVFAIL for a failing one.
    const rd = message.readUInt16BE(2) & 0x0100;
    const rcode = failing.has(name) ? 2 : values || host ? 0 : 3;
    if (rcode !== 0) answers = [];
    header.writeUInt16BE(0x8400 | rd | 0x0080 | rcode, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    socket.send(Buffer.concat([header, question, ...answers]), remote.port, remote.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve());
  });
  const port = socket.address().port;
  return {
    address: `127.0.0.1:${port}`,
    port,
    setTxt: (name, values) => void records.set(name.toLowerCase(), values),
    setHost: (name, r) => void hosts.set(name.toLowerCase(), r),
    setFailing: (name) => void failing.add(name.toLowerCase()),
    queries: () => queries,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
