import type { TSession } from '@ulak/shared/auth';
import { readAuthState } from '../../lib/session/auth-state';
import { startSession } from '../../lib/session/session';
import { local } from '../../lib/storage/browser-storage';
import type { TAuthArea } from './api';

const LITE_HOME = '/lite';

// Where a login lands: the last visited page of that guard, else its home. The lite login shares the user
// guard but lands in the lite area: a last page of the full user area is not taken from it.
export function landingPath(lastPage: string | null, homePath: string): string {
  if (!lastPage) return homePath;
  if (homePath === LITE_HOME && lastPage !== LITE_HOME && !lastPage.startsWith(`${LITE_HOME}/`)) return homePath;
  return lastPage;
}

// Stores the session and answers where to go.
export function completeLogin(area: TAuthArea, session: TSession, homePath: string): string {
  const lastPage = readAuthState(local, area).lastPage;
  startSession(area, { token: session.token, expiredTime: session.expiredTime, profile: session.profile });
  return landingPath(lastPage, homePath);
}
