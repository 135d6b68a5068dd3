import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The browser tests run against the real bundle: build dist/ulak.js first.
export default function globalSetup(): void {
  const sdkDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  execFileSync(process.execPath, ['build.mjs'], { cwd: sdkDir, stdio: 'inherit' });
}
