import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestContext } from './harness';
import { createAccountWithOwner } from '../src/modules/accounts';
import { createAdmin } from '../src/modules/admin';
import { hashPassword } from '../src/modules/auth';

// Factories for auth tests: every test makes its own people, so order never matters.
export const STRONG_PASSWORD = 'tR9#vLq2!xPz7$Wm';
export const OTHER_STRONG_PASSWORD = 'Gq4&nWz8@pKc3%Yh';

export const uniqueEmail = (prefix = 'user'): string => `${prefix}-${randomBytes(5).toString('hex')}@shop.test`;
export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

export type TTestUser = { email: string; password: string; accountId: number; userId: number };

export async function createTestUser(
  ctx: TestContext,
  overrides: { email?: string; password?: string; verified?: boolean } = {},
): Promise<TTestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? STRONG_PASSWORD;
  const user = await createAccountWithOwner(ctx.deps.db, {
    name: 'Zeynep',
    surname: 'Karaca',
    email,
    phone: '+90 532 111 22 33',
    passwordHash: await hashPassword(password),
    emailVerified: overrides.verified ?? true,
  });
  return { email, password, accountId: user.accountId, userId: user.id };
}

export async function createTestAdmin(ctx: TestContext): Promise<{ email: string; password: string; id: number }> {
  const email = uniqueEmail('admin');
  const admin = await createAdmin(ctx.deps.db, {
    name: 'Ada',
    surname: 'Admin',
    email,
    passwordHash: await hashPassword(STRONG_PASSWORD),
  });
  return { email, password: STRONG_PASSWORD, id: admin.id };
}

export async function loginAs(
  ctx: TestContext,
  email: string,
  password: string,
  area: 'user' | 'admin' = 'user',
): Promise<string> {
  const url = area === 'admin' ? '/api/v1/admin/auth/login' : '/api/v1/auth/login';
  const res = await ctx.app.inject({ method: 'POST', url, payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { mfaRequired: boolean; token?: string };
  expect(data.mfaRequired).toBe(false);
  return data.token ?? '';
}

// Runs the queued jobs, then waits for the newest mail to `to` whose text matches.
export async function nextMail(
  ctx: TestContext,
  to: string,
  match: RegExp,
): Promise<{ subject: string; text: string }> {
  await ctx.runJobs();
  const matches = (m: { to: string[]; subject: string; text: string }): boolean =>
    m.to.includes(to.toLowerCase()) && (match.test(m.text) || match.test(m.subject));
  const newest = ctx.mail.all().filter(matches).at(-1);
  return newest ?? ctx.mail.waitFor(to, { match: matches });
}

export function linkToken(text: string): string {
  const match = /token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no token link in: ${text}`);
  return match[1];
}

export function sixDigitCode(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}
