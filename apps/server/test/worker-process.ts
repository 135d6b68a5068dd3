import { fork, type ChildProcess } from 'node:child_process';
import type { TestContext } from './harness';

// A worker in its own process on the test's database, for the kill -9 tests: resolves once the worker
// reports it is running (an IPC message), rejects if it exits first.
export function startWorkerProcess(
  ctx: TestContext,
  file: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const worker = fork(file, [], {
    execArgv: ['--import', 'tsx'],
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ULAK_DATA_DIR: ctx.dataDir,
      DATABASE_URL: ctx.deps.config.databaseUrl ?? '',
      PATH: process.env.PATH ?? '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    worker.once('message', () => resolve(worker));
    worker.once('exit', (code) => reject(new Error(`worker exited early (${code})`)));
  });
}

export function killHard(worker: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    worker.once('exit', () => resolve());
    worker.kill('SIGKILL');
  });
}
