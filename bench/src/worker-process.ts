import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// `ulak worker` as its own process on the given database (production's api/worker split).
export async function startWorkerProcess(
  env: Record<string, string>,
): Promise<{ pid: number; stop: () => Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ulak-bench-worker-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/bin/ulak.mjs'), 'worker'], {
    cwd: ROOT,
    env: { ...process.env, ULAK_DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEV_MAIL_SINK_PORT: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await new Promise((r) => setTimeout(r, 3000));
  return {
    pid: child.pid ?? 0,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
