import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  SMS_CONNECTION_STATES,
  SMS_LANGUAGES,
  SMS_PROVIDERS,
  SMS_RECIPIENT_TYPES,
} from '@ulak/shared/sms/sms-settings';
import { accounts } from '../../accounts/accounts.tables';

// The account's SMS provider account (SPEC §3), one per account. The password is sealed with the secret box.
export const smsSettings = pgTable('sms_settings', {
  accountId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  provider: text({ enum: SMS_PROVIDERS }).notNull(),
  username: text().notNull(),
  passwordSealed: text().notNull(),
  originator: text().notNull().default(''),
  language: text({ enum: SMS_LANGUAGES }).notNull().default('tr'),
  recipientType: text({ enum: SMS_RECIPIENT_TYPES }).notNull().default('BIREYSEL'),
  dealerCode: text().notNull().default(''),
  iysActive: boolean().notNull().default(false),
  ahsQueryActive: boolean().notNull().default(false),
  connectionState: text({ enum: SMS_CONNECTION_STATES }).notNull().default('not_tested'),
  connectionCheckedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
