-- hand-written (whole file, in this order): the account's zone becomes the only time zone setting. A zone an
-- account chose in its sending rules (any value other than the default) is copied into accounts.timezone
-- BEFORE the column is dropped; drizzle-kit generated only the DROP below.
UPDATE "accounts" AS a SET "timezone" = s."timezone"
  FROM "messaging_settings" AS s
  WHERE s."account_id" = a."id" AND s."timezone" <> 'Europe/Istanbul' AND s."timezone" <> a."timezone";--> statement-breakpoint
ALTER TABLE "messaging_settings" DROP COLUMN "timezone";
