CREATE TABLE "external_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"order_origin_id" text NOT NULL,
	"order_number" text,
	"line_item_id" text NOT NULL,
	"product_origin_id" text,
	"variant_origin_id" text,
	"sku" text,
	"title" text NOT NULL,
	"variant_title" text,
	"quantity" integer NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meta_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"personalized" boolean DEFAULT false NOT NULL,
	"print_file_url" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order" jsonb NOT NULL,
	"mapped_order_id" integer,
	"mapped_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_variant_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"origin_product_id" text,
	"origin_variant_id" text NOT NULL,
	"product_type_variant_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"delivery_id" text NOT NULL,
	"topic" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
ALTER TABLE "external_orders" ADD CONSTRAINT "external_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_orders" ADD CONSTRAINT "external_orders_mapped_order_id_orders_id_fk" FOREIGN KEY ("mapped_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_variant_mappings" ADD CONSTRAINT "site_variant_mappings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_variant_mappings" ADD CONSTRAINT "site_variant_mappings_product_type_variant_id_product_type_variants_id_fk" FOREIGN KEY ("product_type_variant_id") REFERENCES "public"."product_type_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_variant_mappings" ADD CONSTRAINT "site_variant_mappings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_orders_line_idx" ON "external_orders" USING btree ("site_id","order_origin_id","line_item_id");--> statement-breakpoint
CREATE INDEX "external_orders_waiting_idx" ON "external_orders" USING btree ("site_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "external_orders"."mapped_at" is null and "external_orders"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "external_orders_waiting_all_idx" ON "external_orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "external_orders"."mapped_at" is null and "external_orders"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "site_variant_mappings_variant_idx" ON "site_variant_mappings" USING btree ("site_id","origin_variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_delivery_idx" ON "webhook_deliveries" USING btree ("site_id","delivery_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_created_idx" ON "webhook_deliveries" USING btree ("created_at");