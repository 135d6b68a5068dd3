import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
// Below this a compressed copy saves less than the extra header costs.
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

// Writes `<file>.br` and `<file>.gz` beside every compressible file of a built directory, at the highest levels,
// once per build, so the server sends them without compressing per request. A copy that would not be smaller
// is left out (the server then falls back to the plain file).
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  await Promise.all(
    files.map(async (file) => {
      const source = await fs.readFile(file);
      if (source.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < source.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < source.length) await fs.writeFile(`${file}.gz`, gz);
      totals.files += 1;
      totals.bytes += source.length;
      totals.brotliBytes += Math.min(br.length, source.length);
    }),
  );
  return totals;
}

export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'ulak-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const totals = await precompressDir(outDir);
      this.info(
        `precompressed ${totals.files} files: ${(totals.bytes / 1024).toFixed(0)} KiB → ${(totals.brotliBytes / 1024).toFixed(0)} KiB brotli`,
      );
    },
  };
}
