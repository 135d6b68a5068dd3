import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../test/browser/chromium-launch';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// E2E_PORT lets several runs share a machine; each port gets its own data dir.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_DATA_DIR = `.ulak-e2e-${E2E_PORT}`;
export const E2E_DEMO_PASSWORD = 'Demo-Pass-2026!x';
export const E2E_ADMIN_PASSWORD = 'Admin-Pass-2026!x';
// The fake iyzico of e2e/billing.spec.ts signs with these.
export const E2E_IYZICO_KEYS = { apiKey: 'sandbox-e2e-key', secretKey: 'sandbox-e2e-secret' };

// Browser journeys against the real server (embedded PostgreSQL, fresh data dir) and the built SPA.
// The Shopify app of the specs: the fake Shopify (e2e/shopify-app.spec.ts) signs with the same secret.
export const E2E_SHOPIFY_APP = { apiKey: 'e2e-shopify-key', secret: 'e2e-shopify-secret' } as const;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'tr-TR',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    // The bundled server, as `ulak` runs it (test:e2e builds first; the command rebuilds it when stale).
    command: `rm -rf ${E2E_DATA_DIR} && node_modules/.bin/node apps/server/bin/ulak.mjs start`,
    cwd: root,
    url: `http://localhost:${E2E_PORT}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM runs the server's ordered shutdown, which also stops its embedded PostgreSQL (a separate
    // session, so a kill of the process group alone would leave it running).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      ULAK_DATA_DIR: path.join(root, E2E_DATA_DIR),
      ULAK_DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      ULAK_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      DEV_MAIL_SINK_PORT: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      // Outside services: the specs start protocol fakes on these ports (see e2e/sms-settings.spec.ts).
      NETGSM_BASE_URL: `http://127.0.0.1:${E2E_PORT + 1000}`,
      WHATSAPP_BASE_URL: `http://127.0.0.1:${E2E_PORT + 1001}`,
      // Merchant-supplied destinations (push endpoints, SMTP hosts) point at local fakes in the specs.
      EGRESS_ALLOW_PRIVATE: 'true',
      IYS_BASE_URL: `http://127.0.0.1:${E2E_PORT + 1002}`,
      HELOROBO_BASE_URL: `http://127.0.0.1:${E2E_PORT + 1003}`,
      IYZICO_BASE_URL: `http://127.0.0.1:${E2E_PORT + 1004}`,
      IYZICO_API_KEY: E2E_IYZICO_KEYS.apiKey,
      IYZICO_SECRET_KEY: E2E_IYZICO_KEYS.secretKey,
      SHOPIFY_API_KEY: E2E_SHOPIFY_APP.apiKey,
      SHOPIFY_API_SECRET: E2E_SHOPIFY_APP.secret,
      SHOPIFY_SHOP_URL: `http://127.0.0.1:${E2E_PORT + 1005}/{shop}`,
    },
  },
});
