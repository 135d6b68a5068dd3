// The type of an upload is what its first bytes say, never what the client claims.
const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

// SVG is left out on purpose: it can carry script, and mail clients rarely show it.
export const IMAGE_TYPES = SIGNATURES.map((s) => s.type);

export function sniffImageType(bytes: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.type ?? null;
}
