import { RELOAD_GUARD_MS } from '@ulak/shared/constants';

// SPEC §9 leaves the poll interval open; five minutes keeps the manifest cheap.
export const VERSION_POLL_MS = 5 * 60 * 1000;

export function isNewerBuild(remoteId: unknown, currentId: string): boolean {
  return typeof remoteId === 'string' && remoteId !== '' && remoteId !== currentId;
}

// A failed chunk load reloads the page once a newer build is known, at most once per guard window.
export function shouldReloadAfterChunkError(input: {
  newVersionDetected: boolean;
  lastReloadAt: number | null;
  nowMs: number;
  guardMs?: number;
}): boolean {
  if (!input.newVersionDetected) return false;
  if (input.lastReloadAt === null) return true;
  return input.nowMs - input.lastReloadAt >= (input.guardMs ?? RELOAD_GUARD_MS);
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk|module script|Failed to fetch/i.test(
    message,
  );
}
