import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import './theme/app.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@ulak/shared/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setApiHandlers } from '../lib/api/api-handlers';
import { showDialog } from '../lib/dialogs/app-dialog';
import { i18n } from '../lib/i18n/i18n';
import { clearAuth } from '../lib/session/auth-state';
import { LOGIN_PATHS } from '../lib/session/guard-keys';
import { local } from '../lib/storage/browser-storage';
import { queryClient } from './query-client';
import { routeTable } from './router/route-table';
import { darkModeColorSchemeManager } from './theme/dark-mode-manager';
import { accessibleColors, theme } from './theme/theme';

let router: ReturnType<typeof createBrowserRouter> | undefined;

// Created on first use rather than as the entry script is evaluated: matching the address starts the page's code
// and data loading, and main.tsx does it in a task of its own (Total Blocking Time), before the first render.
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(routeTable);
  return router;
}

const colorSchemeManager = darkModeColorSchemeManager();

// SPEC §8: a 401 clears the guard's auth and opens its login page; other failures open a dialog.
setApiHandlers({
  onUnauthorized: (guard) => {
    clearAuth(local, guard);
    queryClient.clear();
    void appRouter().navigate(LOGIN_PATHS[guard], { replace: true });
  },
  onDialog: (dialog) => void showDialog({ variant: dialog.variant, title: dialog.title, message: dialog.message }),
});

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={accessibleColors}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
      >
        <QueryClientProvider client={queryClient}>
          <ModalsProvider>
            <Notifications
              className="ulak-toasts"
              classNames={{ notification: 'ulak-toast' }}
              autoClose={TOAST_DURATION_MS}
              limit={TOAST_LIMIT}
              position="top-right"
            />
            <RouterProvider router={appRouter()} />
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
