ALTER TABLE "applications" ADD COLUMN "web_push_subject" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "web_push_server_key_sealed" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "mobile_push_project_id" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "mobile_push_client_email" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "mobile_push_channel_id" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "push_sound" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "push_p256dh" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "push_auth" text;