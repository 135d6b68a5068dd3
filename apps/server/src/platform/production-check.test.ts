import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { productionProblems, productionProblemsMessage } from './production-check';

const READY = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://u:p@db:5432/ulak',
  ULAK_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
  PUBLIC_URL: 'https://ulak.example.com',
  SMTP_URL: 'smtps://u:p@smtp.example.com:465',
};

describe('production check', () => {
  it('names every missing setting in one message', () => {
    const problems = productionProblems(loadConfig({ NODE_ENV: 'production' }));
    expect(problems).toHaveLength(4);
    const message = productionProblemsMessage(problems);
    for (const name of ['DATABASE_URL', 'ULAK_SECRET_KEY', 'PUBLIC_URL with https', 'SMTP_URL'])
      expect(message).toContain(name);
  });

  it('refuses a plain http public URL alone', () => {
    const problems = productionProblems(loadConfig({ ...READY, PUBLIC_URL: 'http://ulak.example.com' }));
    expect(problems).toEqual([expect.stringContaining('PUBLIC_URL with https')]);
  });

  it('passes a complete production setup, and never applies outside production', () => {
    expect(productionProblems(loadConfig(READY))).toEqual([]);
    expect(productionProblems(loadConfig({}))).toEqual([]);
    expect(productionProblems(loadConfig({ NODE_ENV: 'test' }))).toEqual([]);
  });
});
