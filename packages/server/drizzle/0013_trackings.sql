CREATE TABLE "tracking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"tracking_id" integer NOT NULL,
	"status" text,
	"message" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_exports" ADD COLUMN "kind" text DEFAULT 'orders' NOT NULL;--> statement-breakpoint
ALTER TABLE "trackings" ADD COLUMN "site_id" integer;--> statement-breakpoint
UPDATE "trackings" SET "site_id" = "orders"."site_id" FROM "orders" WHERE "orders"."id" = "trackings"."order_id";--> statement-breakpoint
ALTER TABLE "trackings" ALTER COLUMN "site_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trackings" ADD COLUMN "carrier_id" integer;--> statement-breakpoint
ALTER TABLE "trackings" ADD COLUMN "carrier_code" text;--> statement-breakpoint
ALTER TABLE "trackings" ADD COLUMN "base_cost_cents" integer;--> statement-breakpoint
ALTER TABLE "trackings" ADD COLUMN "shipping_cost_cents" integer;--> statement-breakpoint
ALTER TABLE "trackings" ADD COLUMN "submitted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trackings" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trackings" ADD COLUMN "service_error" text;--> statement-breakpoint
ALTER TABLE "trackings" ADD COLUMN "push_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trackings" ADD COLUMN "push_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trackings" ADD COLUMN "push_error" text;--> statement-breakpoint
ALTER TABLE "trackings" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_tracking_id_trackings_id_fk" FOREIGN KEY ("tracking_id") REFERENCES "public"."trackings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_unique" ON "tracking_events" USING btree ("tracking_id","occurred_at","message");--> statement-breakpoint
CREATE INDEX "tracking_events_tracking_idx" ON "tracking_events" USING btree ("tracking_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trackings_created_idx" ON "trackings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trackings_site_status_idx" ON "trackings" USING btree ("site_id","status");--> statement-breakpoint
CREATE INDEX "trackings_status_created_idx" ON "trackings" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trackings_check_idx" ON "trackings" USING btree ("next_check_at") WHERE "trackings"."next_check_at" is not null;--> statement-breakpoint
CREATE INDEX "trackings_push_idx" ON "trackings" USING btree ("push_after") WHERE "trackings"."push_after" is not null;