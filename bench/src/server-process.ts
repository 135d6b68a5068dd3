import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServerProcess = { baseUrl: string; dataDir: string; pid: number; stop: () => Promise<void> };

// Starts `ulak <role>` as a separate process on a fresh embedded database, so load comes from another process.
// `onLogLine` receives the server's stdout (pino JSON lines) when a bench wants figures it logs.
export async function startServer(
  role: 'start' | 'api',
  env: Record<string, string> = {},
  onLogLine?: (line: string) => void,
): Promise<ServerProcess> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ulak-bench-'));
  // A port the caller names (env PORT, or BENCH_PORT when several runs share a machine), else a random one.
  const port = Number(env.PORT ?? process.env.BENCH_PORT ?? 3400 + Math.floor(Math.random() * 500));
  // SERVER_NODE_ARGS: node options for the server only, e.g. `--cpu-prof --cpu-prof-dir=<dir>` to profile it.
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, path.join(ROOT, 'apps/server/bin/ulak.mjs'), role],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        ULAK_DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEV_MAIL_SINK_PORT: '0',
        RATE_LIMIT_AUTH_PER_MINUTE: '100000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // Always drained: an unread pipe would block the server once its buffer fills.
  if (child.stdout) readline.createInterface({ input: child.stdout }).on('line', (line) => onLogLine?.(line));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    dataDir,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        // A server that has not shut down in a minute is killed, so a bench never leaves it running.
        const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
        await exited;
        clearTimeout(timer);
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
