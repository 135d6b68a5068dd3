ALTER TABLE "member_imports" ADD COLUMN "kind" text DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_imports" ADD COLUMN "application_id" bigint;--> statement-breakpoint
ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;