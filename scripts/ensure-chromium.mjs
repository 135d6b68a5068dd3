// Browser tests drive Debian's Chromium (never a downloaded browser). Installs it when missing and root.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log('installing Debian chromium for the browser tests...');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium',
    { stdio: 'inherit' },
  );
}
console.log(`chromium: ${execSync(`${CHROMIUM} --version`).toString().trim()}`);
