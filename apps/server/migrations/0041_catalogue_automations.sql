CREATE TABLE "member_favorites" (
	"account_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"product_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"price" numeric(14, 2),
	"discount_price" numeric(14, 2),
	"stock" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "member_favorites" ADD CONSTRAINT "member_favorites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_favorites" ADD CONSTRAINT "member_favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_history" ADD CONSTRAINT "product_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_history" ADD CONSTRAINT "product_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_favorites_account_member_product_unique" ON "member_favorites" USING btree ("account_id","member_id","product_code");--> statement-breakpoint
CREATE INDEX "member_favorites_account_product_idx" ON "member_favorites" USING btree ("account_id","product_code");--> statement-breakpoint
CREATE INDEX "product_history_account_product_idx" ON "product_history" USING btree ("account_id","product_id","recorded_at");