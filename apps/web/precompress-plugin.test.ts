import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress-plugin';

describe('precompressDir', () => {
  let dir = '';
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of compressible files that decode to the original', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ulak-precompress-'));
    await fs.mkdir(path.join(dir, 'assets'));
    const script = `export const list = [${Array.from({ length: 500 }, (_, i) => `"item ${i}"`).join(',')}];`;
    await fs.writeFile(path.join(dir, 'assets', 'app-abc123.js'), script);
    await fs.writeFile(path.join(dir, 'index.html'), `<!doctype html>${'<p>Ulak</p>'.repeat(200)}`);
    await fs.writeFile(path.join(dir, 'assets', 'tiny-abc.js'), 'export {};');
    await fs.writeFile(path.join(dir, 'assets', 'logo-abc.png'), Buffer.alloc(4096, 7));

    const totals = await precompressDir(dir);

    expect(totals.files).toBe(2);
    const br = await fs.readFile(path.join(dir, 'assets', 'app-abc123.js.br'));
    const gz = await fs.readFile(path.join(dir, 'assets', 'app-abc123.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    expect(zlib.gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(gz.length);
    await expect(fs.stat(path.join(dir, 'index.html.br'))).resolves.toBeTruthy();
    // Too small to gain, or already compressed: left alone.
    await expect(fs.stat(path.join(dir, 'assets', 'tiny-abc.js.br'))).rejects.toThrow();
    await expect(fs.stat(path.join(dir, 'assets', 'logo-abc.png.br'))).rejects.toThrow();
  });
});
