import dgram from 'node:dgram';

export type DnsServer = {
  // "127.0.0.1:<port>", ready for Resolver.setServers and the DNS_SERVERS setting.
  address: string;
  port: number;
  setTxt: (name: string, values: string[]) => void;
  close: () => Promise<void>;
};

const TYPE_TXT = 16;
const CLASS_IN = 1;

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
  const rdata = Buffer.concat(chunks);
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0); // pointer to the question's name
  fixed.writeUInt16BE(TYPE_TXT, 2);
  fixed.writeUInt16BE(CLASS_IN, 4);
  fixed.writeUInt32BE(60, 6);
  fixed.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([fixed, rdata]);
}

// A tiny authoritative DNS server over UDP on 127.0.0.1: answers TXT queries from a map, NXDOMAIN otherwise.
export async function startDnsServer(initial: Record<string, string[]> = {}): Promise<DnsServer> {
  const records = new Map<string, string[]>(Object.entries(initial).map(([k, v]) => [k.toLowerCase(), v]));
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, remote) => {
    if (message.length < 12) return;
    const { name, end } = readName(message, 12);
    const qtype = message.readUInt16BE(end);
    const question = message.subarray(12, end + 4);
    const values = records.get(name);
    const answers = values && qtype === TYPE_TXT ? values.map(txtRecord) : [];
    const header = Buffer.alloc(12);
    header.writeUInt16BE(message.readUInt16BE(0), 0);
    // QR + AA + RD copied + RA; NXDOMAIN when the name is unknown.
    const rd = message.readUInt16BE(2) & 0x0100;
    header.writeUInt16BE(0x8400 | rd | 0x0080 | (values ? 0 : 3), 2);
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
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
