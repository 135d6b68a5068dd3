// SPA navigations: history.pushState/replaceState and popstate. Routers often push then replace in one
// tick and set the title after rendering, so changes are debounced and reported once with the final URL.
const SETTLE_MS = 50;

export function watchNavigation(win: Window, onNavigate: (previousUrl: string) => void): void {
  let lastUrl = win.location.href;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      const url = win.location.href;
      if (url === lastUrl) return;
      const previous = lastUrl;
      lastUrl = url;
      onNavigate(previous);
    }, SETTLE_MS);
  };

  const history = win.history;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    if (typeof original !== 'function') continue;
    history[method] = function patched(this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      try {
        check();
      } catch {
        // tracking must never break the router
      }
      return result;
    };
  }
  win.addEventListener('popstate', check);
}
