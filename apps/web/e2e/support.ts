import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import pg from 'pg';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, E2E_DATA_DIR, E2E_DEMO_PASSWORD } from '../playwright.config';

export const DEMO_EMAIL = 'demo@ulak.local';
export const ADMIN_EMAIL = 'admin@ulak.local';
export { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MAIL_DIR = path.join(ROOT, E2E_DATA_DIR, 'mail');

type TSession = { token: string; expiredTime: number };

export async function apiLogin(
  request: APIRequestContext,
  area: 'user' | 'admin',
  email: string,
  password: string,
): Promise<TSession> {
  const url = area === 'admin' ? '/api/v1/admin/auth/login' : '/api/v1/auth/login';
  const response = await request.post(url, { data: { email, password } });
  if (!response.ok()) throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { data: TSession };
  return body.data;
}

// Puts a real server session into the browser's storage, as a login through the form would.
export async function useSession(
  page: Page,
  area: 'user' | 'admin',
  session: TSession,
  extra: Record<string, string> = {},
): Promise<void> {
  const keys = area === 'admin' ? ['adminToken', 'adminExpiredTime'] : ['token', 'expiredTime'];
  const entries: Record<string, string> = {
    [keys[0] ?? '']: session.token,
    [keys[1] ?? '']: String(session.expiredTime),
    ...extra,
  };
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('__e2e_seeded')) return;
    sessionStorage.setItem('__e2e_seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

// Starts the account's 15-day trial of a plan feature (automations, widgets, iys) through the real API:
// a newly registered account is on the free plan, which includes none of them.
export async function startFeatureTrial(request: APIRequestContext, token: string, feature: string): Promise<void> {
  const response = await request.post('/api/v1/billing/trials', {
    headers: { Authorization: `Bearer ${token}` },
    data: { feature },
  });
  if (!response.ok()) throw new Error(`trial failed: ${response.status()} ${await response.text()}`);
}

// Quiet both start-up prompts so they do not cover the screen under test.
export const NO_PROMPTS = {
  accVerifiedExp: String(Date.now() + 10 * 86_400_000),
  emailSettingExp: String(Date.now() + 10 * 86_400_000),
};

export async function registerUser(request: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await request.post('/api/v1/auth/register', {
    data: {
      name: 'Ayşe',
      surname: 'Yılmaz',
      phone: '+905321112233',
      email,
      password,
      passwordConfirmation: password,
      kvkk: true,
    },
  });
  if (response.status() !== 201) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
}

// The local mail sink saves every system mail as an .eml file; wait for the one to `to`.
export async function waitForMail(to: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const needle = to.replace(/[^\w.@-]/g, '_');
  while (Date.now() < deadline) {
    const files = await fs.readdir(MAIL_DIR).catch(() => [] as string[]);
    const match = files
      .filter((f) => f.includes(needle))
      .sort()
      .pop();
    if (match) return fs.readFile(path.join(MAIL_DIR, match), 'utf8');
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to}`);
}

// Pulls the first link with a token out of a (quoted-printable) mail.
export function tokenLink(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/[^\s"<>]+token=[\w-]+/.exec(unfolded);
  if (!match) throw new Error('no token link in mail');
  return match[0];
}

// WCAG 2.1 AA check of what the page shows now: fails on any critical or serious violation, naming each.
export async function expectAccessible(page: Page, exclude: string[] = []): Promise<void> {
  // A frame sandboxed without scripts (the message previews) cannot take axe: waiting for it to answer
  // held the analysis for minutes, so it is left out (what it shows is the merchant's own message).
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('iframe[sandbox]:not([sandbox~="allow-scripts"])');
  for (const selector of exclude) builder = builder.exclude(selector);
  // Colours caught mid-transition (a hover fading, a button leaving its loading state) are not what a person reads.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  );
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  if (blocking.length > 0) throw new Error(`accessibility violations:\n${blocking.join('\n')}`);
}

// The e2e server's own embedded database, for what a browser test cannot do through the API (time passing,
// a paid plan): the connection details come from the server's data dir.
export async function withServerDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const dataDir = path.join(ROOT, E2E_DATA_DIR);
  const password = (await fs.readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
  const port = (await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[3]?.trim();
  const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'postgres', password, database: 'ulak' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// A shop on a second origin (*.localhost resolves to loopback in Chromium) serving whatever page is set.
export async function startShop(): Promise<{
  url: string;
  setPage: (html: string) => void;
  close: () => Promise<void>;
}> {
  let html = '';
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://shop.localhost:${port}/`,
    setPage: (page) => {
      html = page;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
