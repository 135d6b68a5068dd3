// Silent unless the shop opts in with data-debug="true" (or init({ debug: true })).
export type DebugLogger = { enabled: boolean; log(...args: unknown[]): void };

export function createDebugLogger(enabled: boolean): DebugLogger {
  const logger: DebugLogger = {
    enabled,
    log(...args: unknown[]) {
      if (!logger.enabled || typeof console === 'undefined') return;
      try {
        console.log('[ulak]', ...args);
      } catch {
        // a broken console must not break the page
      }
    },
  };
  return logger;
}
