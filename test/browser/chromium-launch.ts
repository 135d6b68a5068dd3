import type { LaunchOptions } from '@playwright/test';

// Every browser test drives Debian's Chromium (never a downloaded browser) with the flags this
// offline machine needs: no background networking, updates or sync.
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
