CREATE TABLE "card_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"mode" text NOT NULL,
	"user_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"action_notes" text,
	"status" text DEFAULT 'created' NOT NULL,
	"capture_id" text,
	"failure" text,
	"balance_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_checkouts_mode_check" CHECK ("card_checkouts"."mode" in ('sandbox', 'production')),
	CONSTRAINT "card_checkouts_status_check" CHECK ("card_checkouts"."status" in ('created', 'captured', 'failed')),
	CONSTRAINT "card_checkouts_amount_check" CHECK ("card_checkouts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_balance_id_balances_id_fk" FOREIGN KEY ("balance_id") REFERENCES "public"."balances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_checkouts_order_unique" ON "card_checkouts" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_checkouts_balance_unique" ON "card_checkouts" USING btree ("balance_id");--> statement-breakpoint
CREATE INDEX "card_checkouts_user_created_idx" ON "card_checkouts" USING btree ("user_id","created_at");