import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { persistDarkModeFromQuery } from './app/theme/dark-mode-manager';
import { initI18n } from './lib/i18n/i18n';

// Language and dark mode come from the query before the first paint (SPEC §4).
persistDarkModeFromQuery(window.location.search);

const container = document.getElementById('root');
if (container) {
  void initI18n().then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
