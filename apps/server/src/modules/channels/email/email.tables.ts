import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EMAIL_SENDER_STATUSES, SMTP_ENCRYPTIONS } from '@ulak/shared/email/email-settings';
import { accountIdColumn } from '../../accounts/accounts.tables';
import { createdAtColumn } from '../../../platform/db/columns';

// The account's own SMTP server (one per account). The password is sealed with the secret box.
export const smtpCredentials = pgTable(
  'smtp_credentials',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountIdColumn(),
    host: text().notNull(),
    port: integer().notNull(),
    encryption: text({ enum: SMTP_ENCRYPTIONS }).notNull(),
    username: text().notNull(),
    passwordSealed: text().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('smtp_credentials_account_unique').on(t.accountId)],
);

// A sender domain + From address. Ulak holds the DKIM key pair (private key sealed); the sender is
// verified once SPF, DKIM and DMARC check out in DNS and the From mailbox confirmed the verification mail.
export const emailSenders = pgTable(
  'email_senders',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: accountIdColumn(),
    domain: text().notNull(),
    fromAddress: text().notNull(),
    fromName: text().notNull(),
    dkimSelector: text().notNull(),
    dkimPublicKey: text().notNull(),
    dkimPrivateKeySealed: text().notNull(),
    status: text({ enum: EMAIL_SENDER_STATUSES }).notNull().default('pending'),
    spfOk: boolean(),
    dkimOk: boolean(),
    dmarcOk: boolean(),
    checkedAt: timestamp({ withTimezone: true }),
    addressTokenHash: text(),
    addressTokenSentAt: timestamp({ withTimezone: true }),
    addressConfirmedAt: timestamp({ withTimezone: true }),
    verifiedAt: timestamp({ withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('email_senders_account_address_unique').on(t.accountId, t.fromAddress),
    index('email_senders_account_status_idx').on(t.accountId, t.status, t.id),
  ],
);
