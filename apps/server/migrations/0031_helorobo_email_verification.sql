ALTER TABLE "whatsapp_settings" ADD COLUMN "provider" text DEFAULT 'cloud_api' NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_settings" ADD COLUMN "channel_id" text DEFAULT '' NOT NULL;