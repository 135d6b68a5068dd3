import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  AB_VARIANTS,
  WIDGET_INTERACTIONS,
  WIDGET_STATUSES,
  WIDGET_TYPES,
  type TWidgetAbTest,
  type TWidgetInput,
  type TWidgetStyle,
  type TWidgetTargeting,
  type TWidgetTexts,
} from '@ulak/shared';
import { accountIdColumn } from '../accounts/accounts.tables';
import { applications } from '../applications/applications.tables';
import { createdAtColumn, idColumn } from '../../platform/db/columns';

// An on-site widget (SPEC §3 Widget): one of the eight types, shown by the shop script of one application.
export const widgets = pgTable(
  'widgets',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    applicationId: bigint({ mode: 'number' })
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    // Public short code (reports, CSV names); ids stay internal to the builder.
    code: text().notNull(),
    type: text({ enum: WIDGET_TYPES }).notNull(),
    name: text().notNull(),
    status: text({ enum: WIDGET_STATUSES }).notNull().default('passive'),
    targeting: jsonb().$type<TWidgetTargeting>().notNull(),
    style: jsonb().$type<TWidgetStyle>().notNull(),
    texts: jsonb().$type<TWidgetTexts>().notNull(),
    settings: jsonb().$type<TWidgetInput['settings']>().notNull(),
    abTest: jsonb().$type<TWidgetAbTest>(),
    createdAt: createdAtColumn(),
    updatedAt: createdAtColumn(),
  },
  (t) => [
    index('widgets_account_idx').on(t.accountId, t.id),
    uniqueIndex('widgets_account_code_unique').on(t.accountId, t.code),
    index('widgets_account_app_active_idx')
      .on(t.accountId, t.applicationId)
      .where(sql`${t.status} = 'active'`),
  ],
);

const widgetIdColumn = () =>
  bigint({ mode: 'number' })
    .notNull()
    .references(() => widgets.id, { onDelete: 'cascade' });

// Every view, click, close and conversion, with the device and (when known) the member.
export const widgetInteractions = pgTable(
  'widget_interactions',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    widgetId: widgetIdColumn(),
    kind: text({ enum: WIDGET_INTERACTIONS }).notNull(),
    // The A/B variant the device saw ('A' without a test).
    variant: text({ enum: AB_VARIANTS }).notNull().default('A'),
    deviceId: text().notNull(),
    memberId: bigint({ mode: 'number' }),
    url: text(),
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('widget_interactions_account_widget_idx').on(t.accountId, t.widgetId, t.createdAt),
    index('widget_interactions_account_member_idx')
      .on(t.accountId, t.memberId, t.createdAt)
      .where(sql`${t.memberId} is not null`),
  ],
);

// Frequency state (SPEC §9) per widget and subject ('m:<member id>' or 'd:<device id>'): kept on the
// server so it holds across devices (members) and cleared cookies; a conversion hides it for good.
export const widgetDisplays = pgTable(
  'widget_displays',
  {
    accountId: accountIdColumn(),
    widgetId: widgetIdColumn(),
    subject: text().notNull(),
    lastViewAt: timestamp({ withTimezone: true }),
    convertedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.widgetId, t.subject] })],
);

// The wheel's ledger: one spin per email, per phone and per device for each wheel, whatever the browser says.
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    widgetId: widgetIdColumn(),
    deviceId: text().notNull(),
    email: text(),
    phone: text(),
    memberId: bigint({ mode: 'number' }),
    sector: smallint().notNull(),
    sectorName: text().notNull(),
    couponId: bigint({ mode: 'number' }),
    couponCode: text(),
    ip: text(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('wheel_spins_device_unique').on(t.accountId, t.widgetId, t.deviceId),
    uniqueIndex('wheel_spins_email_unique')
      .on(t.accountId, t.widgetId, t.email)
      .where(sql`${t.email} is not null`),
    uniqueIndex('wheel_spins_phone_unique')
      .on(t.accountId, t.widgetId, t.phone)
      .where(sql`${t.phone} is not null`),
    index('wheel_spins_account_widget_idx').on(t.accountId, t.widgetId, t.id),
  ],
);

// Survey voters (SPEC §3 Survey): name, surname, email, voted answer, date; 'other' keeps its free text.
export const surveyVotes = pgTable(
  'survey_votes',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    widgetId: widgetIdColumn(),
    deviceId: text().notNull(),
    memberId: bigint({ mode: 'number' }),
    answer: integer(),
    answerText: text().notNull(),
    otherText: text(),
    name: text(),
    surname: text(),
    email: text(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('survey_votes_device_unique').on(t.accountId, t.widgetId, t.deviceId),
    index('survey_votes_account_widget_idx').on(t.accountId, t.widgetId, t.id),
  ],
);

// Newsletter sign-ups awaiting or past double opt-in; the consent text is kept as shown (IYS source).
export const newsletterSignups = pgTable(
  'newsletter_signups',
  {
    id: idColumn(),
    accountId: accountIdColumn(),
    widgetId: widgetIdColumn(),
    deviceId: text().notNull(),
    email: text(),
    phone: text(),
    consentText: text().notNull(),
    language: text().notNull(),
    tokenHash: text().notNull(),
    memberId: bigint({ mode: 'number' }),
    couponCode: text(),
    confirmedAt: timestamp({ withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('newsletter_signups_token_unique').on(t.tokenHash),
    index('newsletter_signups_account_widget_idx').on(t.accountId, t.widgetId, t.id),
  ],
);

// The per-account key that signs widget tokens, sealed with the server's secret box.
export const widgetKeys = pgTable('widget_keys', {
  accountId: accountIdColumn().primaryKey(),
  sealedKey: text().notNull(),
});

// The shop script's last configuration request per application: the builder's install check.
export const widgetInstalls = pgTable('widget_installs', {
  accountId: accountIdColumn(),
  applicationId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  origin: text().notNull(),
  lastSeenAt: timestamp({ withTimezone: true }).notNull(),
});
