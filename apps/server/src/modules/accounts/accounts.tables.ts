import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '../../platform/db/columns';

// The tenant: one merchant. Every tenant row elsewhere points here with account_id.
export const accounts = pgTable('accounts', {
  id: idColumn(),
  name: text().notNull(),
  packetName: text().notNull().default('Free'),
  packetType: text().notNull().default('free'),
  timezone: text().notNull().default('Europe/Istanbul'),
  // Set by an admin: the owner cannot log in and its sessions end.
  disabledAt: timestamp({ withTimezone: true }),
  createdAt: createdAtColumn(),
});

// The account a tenant row belongs to: its rows go with it.
export const accountIdColumn = () =>
  bigint({ mode: 'number' })
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

// The merchant account owner. Login looks users up by email across accounts, hence the global unique index.
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    name: text().notNull(),
    surname: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    passwordHash: text().notNull(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    kvkkAcceptedAt: timestamp({ withTimezone: true }),
    loginCount: integer().notNull().default(0),
    lastLoginAt: timestamp({ withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_account_idx').on(t.accountId, t.id),
  ],
);

export const userDomains = pgTable(
  'user_domains',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    domain: text().notNull(),
    verificationToken: text().notNull(),
    verifiedAt: timestamp({ withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('user_domains_account_domain_unique').on(t.accountId, t.domain)],
);

export const loginActivity = pgTable(
  'login_activity',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index('login_activity_account_user_at_idx').on(t.accountId, t.userId, t.at)],
);

// One row per (user, method). `secret` is the sealed TOTP secret once enabled; `pendingSecret` during setup.
// SMS and email codes are kept hashed on the row: single use, short life, few attempts.
export const twoFactorMethods = pgTable(
  'two_factor_methods',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text({ enum: ['totp', 'sms', 'email'] }).notNull(),
    secret: text(),
    pendingSecret: text(),
    lastTotpStep: bigint({ mode: 'number' }),
    codeHash: text(),
    codeExpiresAt: timestamp({ withTimezone: true }),
    codeAttempts: integer().notNull().default(0),
    enabled: boolean().notNull().default(false),
    isPrimary: boolean().notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('two_factor_methods_account_user_method_unique').on(t.accountId, t.userId, t.method)],
);

export const AUTH_FAILURE_SCOPES = ['login', 'two_factor'] as const;
export type TAuthFailureScope = (typeof AUTH_FAILURE_SCOPES)[number];

// Failed logins per email and failed two-factor codes per person, kept in the database so every API
// replica counts against the same number (a per-process counter is N times looser with N replicas) and no
// change of client address escapes it. `subject` is "<guard>:<lower-case email>" or "<guard>:<id>".
export const authFailures = pgTable(
  'auth_failures',
  {
    scope: text({ enum: AUTH_FAILURE_SCOPES }).notNull(),
    subject: text().notNull(),
    failures: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    lastFailureAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subject] })],
);
