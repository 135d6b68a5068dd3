import { useMantineColorScheme } from '@mantine/core';
import { pickUiLanguage } from '@ulak/shared/locales';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { scheduleStartupPrompts } from '../features/prompts/startup-prompts';
import { parseDarkModeQuery } from '../lib/env/dark-mode';
import { currentLanguage, setLanguage } from '../lib/i18n/i18n';
import { startVersionWatcher } from '../lib/version/version-watcher';

// Root route element: query-driven settings, the version watcher and the startup prompts.
export function RootShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const { setColorScheme } = useMantineColorScheme();

  useEffect(() => startVersionWatcher(), []);

  useEffect(() => {
    const hl = pickUiLanguage(new URLSearchParams(location.search).get('hl'));
    if (hl && hl !== currentLanguage()) void setLanguage(hl);
    const dark = parseDarkModeQuery(location.search);
    if (dark !== null) setColorScheme(dark ? 'dark' : 'light');
  }, [location.search, setColorScheme]);

  const onUserPath = location.pathname === '/user' || location.pathname.startsWith('/user/');
  useEffect(() => {
    if (!onUserPath) return undefined;
    return scheduleStartupPrompts((to) => void navigateRef.current(to));
  }, [onUserPath]);

  return <Outlet />;
}
