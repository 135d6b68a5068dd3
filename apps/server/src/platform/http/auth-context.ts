import type { FastifyRequest } from 'fastify';
import { unauthenticated } from './app-error';

export type TUserAuth = { guard: 'user'; sessionId: number; userId: number; accountId: number; token: string };
export type TAdminAuth = { guard: 'admin'; sessionId: number; adminId: number; token: string };
export type TAuth = TUserAuth | TAdminAuth;

declare module 'fastify' {
  interface FastifyRequest {
    auth: TAuth | null;
  }
  interface FastifyContextConfig {
    // Set on every route behind a guard (withGuard): the OpenAPI document names its security scheme.
    guard?: TAuth['guard'];
  }
}

export function userAuth(request: FastifyRequest): TUserAuth {
  if (request.auth?.guard !== 'user') throw unauthenticated();
  return request.auth;
}

export function adminAuth(request: FastifyRequest): TAdminAuth {
  if (request.auth?.guard !== 'admin') throw unauthenticated();
  return request.auth;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{10,200})$/i.exec(header);
  return match?.[1] ?? null;
}
