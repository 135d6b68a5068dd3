import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../test/browser/chromium-launch';

// SDK browser tests: real Chromium (Debian's, never a downloaded one) against the built dist/ulak.js and
// a local ingest recorder started by each test file.
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
