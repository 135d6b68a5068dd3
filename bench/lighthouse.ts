import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { CHROMIUM_LAUNCH } from '../test/browser/chromium-launch';
import { startServer } from './src/server-process';

// Lighthouse (simulated mobile throttling, its default) over the built web app as the real server serves it:
// the login page, the dashboard and the members page after logging in, and the register page. Prints the median
// of RUNS runs per page: Performance, CLS, TBT and SEO. Builds nothing: run `npm run build` first.
// Targets (issue: web delivery): Performance ≥ 90 on login, dashboard and members, CLS < 0.1, SEO 100.
// PAGES=/auth/login,/user limits the pages; RUNS=1 for a quick look. CACHE=warm measures a page whose scripts are
// already in the HTTP cache (one unmeasured load first), as the dashboard is right after logging in. LHR_DIR=<dir>
// keeps each run's report and trace.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'Bench-Pass-2026!x';
const RUNS = Number(process.env.RUNS ?? 3);
const ALL_PAGES = ['/auth/login', '/user', '/user/members', '/auth/register'];
const PAGES = process.env.PAGES ? process.env.PAGES.split(',') : ALL_PAGES;
// Pages whose Performance has a target (the register page is measured for its figures only).
const TARGETED = new Set(['/auth/login', '/user', '/user/members']);
const WARM = process.env.CACHE === 'warm';
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_LAUNCH.executablePath ?? '/usr/bin/chromium';

type TScores = { performance: number; seo: number; cls: number; tbt: number; lcp: number; scriptKb: number };

function scoresOf(result: RunnerResult | undefined): TScores {
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse gave no result');
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    lcp: audit('largest-contentful-paint'),
    scriptKb:
      (requests ?? []).filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) /
      1000,
  };
}

// The run whose Performance score is the median (Lighthouse's own advice for comparing figures).
function median(runs: TScores[]): TScores {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)] as TScores;
}

function line(page: string, s: TScores): string {
  const verdict = TARGETED.has(page)
    ? s.performance >= 90 && s.cls < 0.1 && s.seo === 100
      ? ' (targets: ok)'
      : ' (targets: MISSED)'
    : '';
  return (
    `${page.padEnd(16)} Performance ${String(s.performance).padStart(3)}  CLS ${s.cls.toFixed(3)}  ` +
    `TBT ${s.tbt.toFixed(0).padStart(5)} ms  LCP ${(s.lcp / 1000).toFixed(1)} s  SEO ${String(s.seo).padStart(3)}  ` +
    `JS ${s.scriptKb.toFixed(1)} KB${verdict}`
  );
}

if (!existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first');
  process.exit(1);
}

const server = await startServer('start', { ULAK_DEMO_PASSWORD: PASSWORD, ULAK_ADMIN_PASSWORD: PASSWORD });
const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'ulak-lighthouse-'));
// Lighthouse drives the browser through its debugging port; the bench logs in through the same browser's
// default profile, so the pages after login open with the session.
const port = Number(process.env.LIGHTHOUSE_PORT ?? 9222 + Math.floor(Math.random() * 500));
const context = await chromium.launchPersistentContext(profile, {
  ...CHROMIUM_LAUNCH,
  executablePath: CHROME_PATH,
  args: [...(CHROMIUM_LAUNCH.args ?? []), `--remote-debugging-port=${port}`],
  locale: 'tr-TR',
});
try {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
    // Lighthouse's storage reset clears the HTTP cache, service workers and cache storage but keeps cookies and
    // local storage, so each run is a first visit that still has the session the bench logged in with. (Turning
    // the reset off also kept the HTTP cache: every run after the first, and every page after login, loaded its
    // scripts from the cache and counted 0 KB of JavaScript.)
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
    // A warm run skips the reset altogether, keeping the HTTP cache the unmeasured load filled.
    disableStorageReset: WARM,
  };
  const measure = async (url: string) => {
    const runs: TScores[] = [];
    if (WARM) {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${server.baseUrl}${url}`, { waitUntil: 'networkidle' });
      await page.goto('about:blank');
    }
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.baseUrl}${url}`, flags);
      if (process.env.LHR_DIR && result) {
        const name = `${url.replace(/\W+/g, '_')}-${i}.json`;
        await fs.mkdir(process.env.LHR_DIR, { recursive: true });
        await fs.writeFile(path.join(process.env.LHR_DIR, name), JSON.stringify(result.lhr));
        // The unthrottled trace Lighthouse simulated from: open it in DevTools to see what a long task was.
        const trace = (result.artifacts as { Trace?: unknown } | undefined)?.Trace;
        if (trace)
          await fs.writeFile(
            path.join(process.env.LHR_DIR, name.replace('.json', '.trace.json')),
            JSON.stringify(trace),
          );
      }
      runs.push(scoresOf(result));
    }
    console.log(line(url, median(runs)));
  };
  console.log(
    `Lighthouse ${RUNS === 1 ? 'one run' : `median of ${RUNS}`} per page, simulated mobile throttling, ` +
      (WARM ? 'scripts in the HTTP cache' : 'first visit'),
  );
  // A visitor's pages first (logged in, the login page would send the browser on to the dashboard).
  for (const url of PAGES.filter((p) => p.startsWith('/auth/'))) await measure(url);
  const userPages = PAGES.filter((p) => !p.startsWith('/auth/'));
  if (userPages.length > 0) {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${server.baseUrl}/auth/login`);
    await page.getByLabel('E-posta').fill('demo@ulak.local');
    await page.getByLabel('Şifre', { exact: true }).fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname.startsWith('/user'));
    await page.goto('about:blank');
    for (const url of userPages) await measure(url);
  }
} finally {
  await context.close();
  await server.stop();
  await fs.rm(profile, { recursive: true, force: true });
}
