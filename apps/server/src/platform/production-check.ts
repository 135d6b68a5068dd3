import type { TConfig } from './config';

// In production nothing may fall back to a per-host default: each replica would otherwise start its own
// embedded PostgreSQL, generate its own secret key (links and secrets sealed on one replica would not open
// on another), keep mail in a local sink and mail links to localhost (RFC 8058 one-click needs https).
export function productionProblems(config: TConfig): string[] {
  if (config.env !== 'production') return [];
  const problems: string[] = [];
  if (!config.databaseUrl) problems.push('DATABASE_URL (an external PostgreSQL: postgres://user:pass@host:5432/db)');
  if (!config.secretKey) problems.push('ULAK_SECRET_KEY (32 bytes in base64, the same on every replica)');
  if (!config.publicUrl.startsWith('https://'))
    problems.push(`PUBLIC_URL with https (the address users reach; now ${config.publicUrl})`);
  if (!config.smtpUrl) problems.push('SMTP_URL (the mail relay, e.g. smtps://user:pass@smtp.example.com:465)');
  return problems;
}

export function productionProblemsMessage(problems: readonly string[]): string {
  return `NODE_ENV=production needs these settings, missing or invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`;
}
