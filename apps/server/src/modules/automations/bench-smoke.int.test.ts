import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// bench/automations.ts at a tiny size, so the bench keeps working between full runs.
const BENCH = path.resolve(import.meta.dirname, '../../../../../bench/automations.ts');

describe('bench/automations smoke', () => {
  it('prints entries/s, timer lag and rows per member-step for 300 members', { timeout: 120_000 }, async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', BENCH], {
      cwd: path.dirname(BENCH),
      env: { ...process.env, MEMBERS: '300', DUE_RATE: '300', WORKERS: '2' },
    });
    expect(stdout).toMatch(/entries: \d+\/s/);
    expect(stdout).toMatch(/timer lag at 300 due steps\/s .* p99 [\d.]+ s/);
    expect(stdout).toMatch(/rows written .*: [\d.]+ per member-step/);
  });
});
