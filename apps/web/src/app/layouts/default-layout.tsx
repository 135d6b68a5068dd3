import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { detectInFrame, isFramedContext } from '../../lib/env/framed';
import { local, session } from '../../lib/storage/browser-storage';
import { SESSION_KEYS, STORAGE_KEYS } from '../../lib/storage/storage-keys';
import { IframeForSendingLayout, IframeLayout } from './embedded-layouts';
import { USER_NAV } from './parts/nav-items';
import { ShellLayout } from './parts/shell-layout';

export function useFramed(): boolean {
  const location = useLocation();
  const framed = useMemo(
    () => isFramedContext({ inFrame: detectInFrame(), href: window.location.href }),
    // re-evaluated per navigation: the address is part of the rule
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [location.pathname, location.search],
  );
  useEffect(() => {
    local.setItem(STORAGE_KEYS.layoutFramed, framed ? '1' : '0');
  }, [framed]);
  return framed;
}

// The user area; switches to the embedded layouts when framed (SPEC §2).
export function DefaultLayout() {
  const framed = useFramed();
  if (framed) {
    const sending =
      session.getItem(SESSION_KEYS.sendingType) !== null || window.location.search.includes('sending_type');
    return sending ? <IframeForSendingLayout /> : <IframeLayout />;
  }
  return <ShellLayout area="user" nav={USER_NAV} home="/user" testId="layout-default" />;
}
