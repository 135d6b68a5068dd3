import type { Dispatcher } from '../transport/dispatcher.service';

// The page may be closed or frozen after these events: hand the queue to the browser (sendBeacon).
export function watchLifecycle(win: Window, dispatcher: Dispatcher): void {
  const exit = () => {
    try {
      dispatcher.flushOnExit();
    } catch {
      // unload handlers must stay silent
    }
  };
  win.addEventListener('pagehide', exit);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') exit();
  });
  win.addEventListener('online', () => dispatcher.retryNow());
}
