import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The server package's folder, found upwards from this module: the same answer from the sources
// (src/platform/) and from the bundle (dist/), so files beside the code resolve in both.
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('The server package folder was not found');
    dir = up;
  }
  return dir;
}

export const SERVER_ROOT = findServerRoot();
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
