import type { TSession } from '@ulak/shared/auth';
import { readAuthState } from '../../lib/session/auth-state';
import { startSession } from '../../lib/session/session';
import { local } from '../../lib/storage/browser-storage';
import type { TAuthArea } from './api';

// Stores the session and answers where to go: the last visited page of that guard, else its home.
export function completeLogin(area: TAuthArea, session: TSession, homePath: string): string {
  const lastPage = readAuthState(local, area).lastPage;
  startSession(area, { token: session.token, expiredTime: session.expiredTime, profile: session.profile });
  return lastPage ?? homePath;
}
