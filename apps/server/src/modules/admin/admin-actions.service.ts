import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TAdminAction, TAdminActionsQuery, TPageMeta } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import type { RoutePlugin } from '../../platform/http/app';
import { searchAccounts } from '../accounts';
import { adminActionsRepository } from './admin-actions.repository';

type TActionNote = { accountId?: number; summary?: string };

declare module 'fastify' {
  interface FastifyRequest {
    adminActionNote?: TActionNote;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// A handler names the merchant account it changed and a one-line summary for the audit log.
export function noteAdminAction(request: FastifyRequest, note: TActionNote): void {
  request.adminActionNote = { ...request.adminActionNote, ...note };
}

// Only ids and codes from the path go into the log: bodies may carry passwords and secrets.
function pathParams(request: FastifyRequest): Record<string, string> {
  const params = (request.params ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value).slice(0, 100)]));
}

function accountFromParams(params: Record<string, string>): number | null {
  const raw = params.accountId ?? params.account_id;
  const id = raw ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

// Wraps an admin-area plugin so every successful change it answers is recorded (who, what, when).
// Used inside the admin guard: `withGuard('admin', audited(plugin))`.
export function audited(plugin: RoutePlugin): RoutePlugin {
  return async (app, deps) => {
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return;
      if (request.auth?.guard !== 'admin') return;
      const params = pathParams(request);
      const note = request.adminActionNote;
      try {
        await adminActionsRepository(deps.db).insert({
          adminId: request.auth.adminId,
          method: request.method,
          route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
          params,
          statusCode: reply.statusCode,
          accountId: note?.accountId ?? accountFromParams(params),
          summary: note?.summary?.slice(0, 500) ?? null,
        });
      } catch (error) {
        request.log.error({ err: error }, 'admin action not recorded');
      }
    });
    await plugin(app, deps);
  };
}

const ACCOUNT_MATCHES = 200;

export async function listAdminActions(
  deps: Pick<AppDeps, 'db'>,
  query: TAdminActionsQuery,
): Promise<{ data: TAdminAction[]; meta: TPageMeta }> {
  const { page, perPage, account, ...filter } = query;
  // By account name or email: the accounts that match (as the merchant search finds them).
  const accountIds = account
    ? (await searchAccounts(deps.db, account, ACCOUNT_MATCHES)).map((a) => a.accountId)
    : undefined;
  if (accountIds?.length === 0) return { data: [], meta: { page, perPage, total: 0 } };
  const { rows, total } = await adminActionsRepository(deps.db).page({ ...filter, accountIds }, page, perPage);
  const data = rows.map(({ action, admin }) => ({
    id: action.id,
    admin,
    method: action.method,
    route: action.route,
    params: action.params as Record<string, string>,
    status_code: action.statusCode,
    account_id: action.accountId,
    summary: action.summary,
    created_at: action.createdAt.toISOString(),
  }));
  return { data, meta: { page, perPage, total } };
}
