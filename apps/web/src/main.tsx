import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appRouter } from './app/app';
import { persistDarkModeFromQuery } from './app/theme/dark-mode-manager';
import { initI18n } from './lib/i18n/i18n';

// Language and dark mode come from the query before the first paint (SPEC §4).
persistDarkModeFromQuery(window.location.search);

const container = document.getElementById('root');
if (container) {
  // The router matches the address in the next task, so that work (and the page's code and data requests it
  // starts) does not lengthen the long task of evaluating this script.
  setTimeout(appRouter, 0);
  // The first render is a transition, so React renders the page in slices and yields to the browser between
  // them (input, paints) instead of holding the main thread for the whole first page at once.
  void initI18n().then(() => {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
}
