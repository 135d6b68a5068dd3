import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Table files import each other only for foreign keys (drizzle-kit loads them standalone).
import { accounts } from '../accounts/accounts.tables';

export const GUARDS = ['user', 'admin'] as const;
export type TGuard = (typeof GUARDS)[number];

export const AUTH_TOKEN_PURPOSES = [
  'email_verification',
  'password_reset',
  'admin_password_reset',
  'mfa_challenge',
  'one_time_login',
] as const;
export type TAuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number];

// Bearer sessions of both guards; only the SHA-256 of the token is stored.
export const sessions = pgTable(
  'sessions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    guard: text({ enum: GUARDS }).notNull(),
    subjectId: bigint({ mode: 'number' }).notNull(),
    accountId: bigint({ mode: 'number' }).references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_account_subject_idx').on(t.accountId, t.guard, t.subjectId),
  ],
);

// One-time tokens: links in mails, 2FA login challenges, one-time logins for embedded flows.
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    purpose: text({ enum: AUTH_TOKEN_PURPOSES }).notNull(),
    guard: text({ enum: GUARDS }).notNull(),
    subjectId: bigint({ mode: 'number' }).notNull(),
    accountId: bigint({ mode: 'number' }).references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_tokens_token_hash_unique').on(t.tokenHash),
    index('auth_tokens_account_subject_idx').on(t.accountId, t.guard, t.subjectId, t.purpose),
  ],
);
