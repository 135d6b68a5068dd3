import { redirect, type LoaderFunctionArgs } from 'react-router';
import { authApi } from '../../features/auth/api';
import { clearAuth, saveLastPage } from '../../lib/session/auth-state';
import { startSession } from '../../lib/session/session';
import { local, session } from '../../lib/storage/browser-storage';
import { SESSION_KEYS } from '../../lib/storage/storage-keys';
import { readSendingType } from '../../lib/env/framed';
import { decideGuard, tokenFailurePath } from './guard-decision';
import { guardInput, VERIFIED_TOKEN_KEY } from './guard-input';

async function verifyQueryToken(token: string): Promise<boolean> {
  try {
    const data = await authApi.verifyQueryToken(token);
    startSession('user', { token: data.token, expiredTime: data.expiredTime, profile: data });
    session.setItem(VERIFIED_TOKEN_KEY, token);
    return true;
  } catch {
    clearAuth(local, 'user');
    return false;
  }
}

function rememberSendingType(search: string): void {
  const sendingType = readSendingType(search);
  if (sendingType) session.setItem(SESSION_KEYS.sendingType, sendingType);
}

// Root loader: runs the SPEC §2/§4 guard on every navigation before any screen renders.
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  rememberSendingType(url.search);
  const input = () => guardInput(url);
  let decision = decideGuard(input());
  if (decision.kind === 'verify-token') {
    const ok = await verifyQueryToken(decision.token);
    if (!ok) throw redirect(tokenFailurePath(url.pathname));
    decision = decideGuard(input());
  }
  if (decision.kind === 'redirect') {
    if (decision.clearGuard) clearAuth(local, decision.clearGuard);
    throw redirect(decision.to);
  }
  if (decision.kind === 'allow' && decision.saveLastPageFor) {
    saveLastPage(local, decision.saveLastPageFor, `${url.pathname}${url.search}`);
  }
  return null;
}
