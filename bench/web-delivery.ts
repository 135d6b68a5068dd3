import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../test/browser/chromium-launch';
import { startServer } from './src/server-process';

// Bytes on the wire per page of the built web app, as a browser loads them from the real server: JavaScript and
// CSS transferred (compressed size plus headers, 0 when served from the browser's cache) for the login page, the
// dashboard after logging in, the register page, and a repeat visit of the login page.
// Targets (issue: web delivery): login ≤ 250 KB JS, dashboard ≤ 60 KB more, register ≤ 350 KB, repeat visit 0.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'Bench-Pass-2026!x';

type TBytes = { js: number; css: number; scripts: number };

// Counts what the page fetches from now until `stop()`, through the DevTools network events.
async function meter(context: BrowserContext, page: Page): Promise<() => TBytes> {
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  const kinds = new Map<string, string>();
  const totals: TBytes = { js: 0, css: 0, scripts: 0 };
  const urls = new Map<string, string>();
  session.on('Network.responseReceived', (event) => {
    kinds.set(event.requestId, event.type);
    urls.set(event.requestId, event.response.url);
  });
  session.on('Network.loadingFinished', (event) => {
    const kind = kinds.get(event.requestId);
    if (kind === 'Script') {
      if (process.env.VERBOSE) console.log(`  ${kb(event.encodedDataLength).padStart(9)} ${urls.get(event.requestId)}`);
      totals.js += event.encodedDataLength;
      totals.scripts += 1;
    } else if (kind === 'Stylesheet') totals.css += event.encodedDataLength;
  });
  return () => {
    void session.detach().catch(() => undefined);
    return { ...totals };
  };
}

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

function line(label: string, bytes: TBytes, targetKb?: number): string {
  const verdict =
    targetKb === undefined
      ? ''
      : bytes.js <= targetKb * 1000
        ? ` (target ≤ ${targetKb} KB: ok)`
        : ` (target ≤ ${targetKb} KB: OVER)`;
  return `${label.padEnd(28)} JS ${kb(bytes.js).padStart(9)} in ${String(bytes.scripts).padStart(2)} scripts, CSS ${kb(bytes.css).padStart(8)}${verdict}`;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first');
  process.exit(1);
}

const server = await startServer('start', { ULAK_DEMO_PASSWORD: PASSWORD, ULAK_ADMIN_PASSWORD: PASSWORD });
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const context = await browser.newContext({ locale: 'tr-TR' });
  // Cumulative layout shift of the page shown (shifts within 500 ms of an input do not count, as in the metric).
  await context.addInitScript({
    content: `window.__cls = 0; new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });`,
  });
  const page = await context.newPage();
  let stop = await meter(context, page);
  await page.goto(`${server.baseUrl}/auth/login`);
  await page.getByTestId('login-form').waitFor();
  await settle(page);
  const login = stop();
  console.log(line('login (first visit)', login, 250));

  stop = await meter(context, page);
  await page.getByLabel('E-posta').fill('demo@ulak.local');
  await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname.startsWith('/user'));
  await settle(page);
  console.log(line('dashboard after login', stop(), 60));
  await page.goto(`${server.baseUrl}/user`);
  await settle(page);
  await page.waitForTimeout(1000);
  const cls = Number(await page.evaluate('window.__cls'));
  console.log(`dashboard layout shift (CLS, reload)  ${cls.toFixed(3)} (target < 0.1)`);

  stop = await meter(context, page);
  await page.goto(`${server.baseUrl}/auth/login?repeat=1`);
  await settle(page);
  console.log(line('repeat visit (cached)', stop(), 0));

  const fresh = await browser.newContext({ locale: 'tr-TR' });
  const registerPage = await fresh.newPage();
  stop = await meter(fresh, registerPage);
  await registerPage.goto(`${server.baseUrl}/auth/register`);
  await registerPage.getByLabel('E-posta').waitFor();
  await settle(registerPage);
  console.log(line('register (first visit)', stop(), 350));
  await fresh.close();
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
