ALTER TABLE "orders" ADD COLUMN "partner_push_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_push_at" timestamp with time zone;