import { session } from '../storage/browser-storage';
import { SESSION_KEYS } from '../storage/storage-keys';
import { isChunkLoadError, isNewerBuild, shouldReloadAfterChunkError, VERSION_POLL_MS } from './version-rules';

export const CURRENT_BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

let newVersionDetected = session.getItem(SESSION_KEYS.newVersionDetected) === '1';

export async function checkForNewVersion(): Promise<boolean> {
  try {
    const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return newVersionDetected;
    const body = (await response.json()) as { id?: unknown };
    if (isNewerBuild(body.id, CURRENT_BUILD_ID)) {
      newVersionDetected = true;
      session.setItem(SESSION_KEYS.newVersionDetected, '1');
    }
  } catch (error) {
    console.error('[version] check failed', error);
  }
  return newVersionDetected;
}

function reloadIfAllowed(): boolean {
  const raw = session.getItem(SESSION_KEYS.lastChunkReload);
  const lastReloadAt = raw === null ? null : Number(raw);
  const nowMs = Date.now();
  if (!shouldReloadAfterChunkError({ newVersionDetected, lastReloadAt, nowMs })) return false;
  session.setItem(SESSION_KEYS.lastChunkReload, String(nowMs));
  session.removeItem(SESSION_KEYS.newVersionDetected);
  window.location.reload();
  return true;
}

// Called when a lazy route import fails: confirm a newer build exists, then reload fully.
export async function handleChunkLoadError(error: unknown): Promise<boolean> {
  if (!isChunkLoadError(error)) return false;
  if (!newVersionDetected) await checkForNewVersion();
  return reloadIfAllowed();
}

export function startVersionWatcher(): () => void {
  const onFocus = () => void checkForNewVersion();
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    void handleChunkLoadError(payload ?? new Error('vite:preloadError module script')).then((reloading) => {
      if (!reloading) console.error('[version] preload failed', payload);
    });
    // the lazy import's own catch decides; stop Vite from throwing a second time
    event.preventDefault();
  };
  const timer = window.setInterval(onFocus, VERSION_POLL_MS);
  window.addEventListener('focus', onFocus);
  window.addEventListener('vite:preloadError', onPreloadError);
  // No check at start: the page was just loaded from an index.html revalidated on every load, so it is the newest
  // build, and the request would only compete with the page's own scripts and data. A failed chunk checks at once.
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', onFocus);
    window.removeEventListener('vite:preloadError', onPreloadError);
  };
}
