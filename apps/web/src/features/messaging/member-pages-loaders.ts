import { data, type LoaderFunctionArgs } from 'react-router';
import type { TNotFoundPayload } from '../../app/router/route-checks';
import { isApiError } from '../../lib/api/api-error';
import { memberPagesApi } from './api';

// A wrong, changed or foreign token is refused by the API (404, or 4xx for a malformed one):
// the member sees the not-found page, never which part was wrong.
async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429)
      throw data<TNotFoundPayload>({ kind: 'invalid' }, { status: 404 });
    throw error;
  }
}

export function dontSendLoader({ params }: LoaderFunctionArgs) {
  return orNotFound(() => memberPagesApi.dontSend(params.uniqueId ?? '', params.actionId ?? ''));
}

export function postBlockLoader({ params }: LoaderFunctionArgs) {
  return orNotFound(() => memberPagesApi.blockPage(params.userId ?? '', params.uniqueId ?? '', params.hash ?? ''));
}
