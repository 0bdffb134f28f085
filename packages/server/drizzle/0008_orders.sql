-- The search box of §2 matches parts of ids, skus and emails: trigram indexes (pg_trgm, a trusted
-- extension on PostgreSQL 13+, loaded by the server into the embedded PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_name" text NOT NULL,
	"entity_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"company" text,
	"phone" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"state_code" text,
	"zip" text,
	"country" text,
	"country_code" text,
	CONSTRAINT "order_addresses_kind_check" CHECK ("order_addresses"."kind" in ('billing', 'shipping'))
);
--> statement-breakpoint
CREATE TABLE "order_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_print_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_type_print_file_id" integer,
	"title" text NOT NULL,
	"mockup" text,
	"file_id" integer,
	"width" integer,
	"height" integer,
	"note" text,
	"sorting" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"origin_id" text NOT NULL,
	"origin_item" text NOT NULL,
	"origin_number" text,
	"origin_sku" text,
	"product_sku" text,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"base_cost_cents" integer DEFAULT 0 NOT NULL,
	"supplier_cost_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cost_cents" integer DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paused_from" text,
	"personalized" boolean DEFAULT false NOT NULL,
	"custom_order" boolean DEFAULT false NOT NULL,
	"design_status" boolean DEFAULT false NOT NULL,
	"product_name" text,
	"variant_image" text,
	"amazon_order_id" text,
	"method_title" text,
	"label_image_id" integer,
	"new_partner_order_id" text,
	"partner_error" text[] DEFAULT '{}'::text[] NOT NULL,
	"api_order" boolean DEFAULT false NOT NULL,
	"supplier_id" integer,
	"carrier_id" integer,
	"product_type_id" integer NOT NULL,
	"product_type_variant_id" integer NOT NULL,
	"customer_id" integer,
	"split_from_id" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'pending_design', 'processing', 'ready', 'in_production', 'fulfilled', 'refunded', 'cancelled', 'error')),
	CONSTRAINT "orders_paused_from_check" CHECK ("orders"."paused_from" is null or "orders"."paused_from" in ('pending', 'pending_design', 'processing', 'ready', 'in_production', 'fulfilled', 'refunded', 'cancelled', 'error')),
	CONSTRAINT "orders_quantity_check" CHECK ("orders"."quantity" >= 1),
	CONSTRAINT "orders_money_check" CHECK ("orders"."price_cents" >= 0 and "orders"."base_cost_cents" >= 0 and "orders"."supplier_cost_cents" >= 0 and "orders"."shipping_cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trackings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"tracking_code" text NOT NULL,
	"fulfilment_id" text,
	"status" text DEFAULT 'unknown' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD CONSTRAINT "order_addresses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_print_files" ADD CONSTRAINT "order_print_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_print_files" ADD CONSTRAINT "order_print_files_product_type_print_file_id_product_type_print_areas_id_fk" FOREIGN KEY ("product_type_print_file_id") REFERENCES "public"."product_type_print_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_print_files" ADD CONSTRAINT "order_print_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_label_image_id_files_id_fk" FOREIGN KEY ("label_image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_type_variant_id_product_type_variants_id_fk" FOREIGN KEY ("product_type_variant_id") REFERENCES "public"."product_type_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_split_from_id_orders_id_fk" FOREIGN KEY ("split_from_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackings" ADD CONSTRAINT "trackings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_site_email_unique" ON "customers" USING btree ("site_id","email") WHERE "customers"."email" is not null;--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_email_trgm" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_name_trgm" ON "customers" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "entity_logs_entity_idx" ON "entity_logs" USING btree ("entity_name","entity_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_addresses_order_kind_unique" ON "order_addresses" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "order_comments_order_idx" ON "order_comments" USING btree ("order_id","created_at","id");--> statement-breakpoint
CREATE INDEX "order_print_files_order_idx" ON "order_print_files" USING btree ("order_id","sorting");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_origin_unique" ON "orders" USING btree ("site_id","origin_id","origin_item") WHERE "orders"."split_from_id" is null;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"status");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_site_created_idx" ON "orders" USING btree ("site_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"status");--> statement-breakpoint
CREATE INDEX "orders_supplier_created_idx" ON "orders" USING btree ("supplier_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"status");--> statement-breakpoint
CREATE INDEX "orders_type_created_idx" ON "orders" USING btree ("product_type_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"status");--> statement-breakpoint
CREATE INDEX "orders_api_created_idx" ON "orders" USING btree ("api_order","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"status");--> statement-breakpoint
CREATE INDEX "orders_variant_idx" ON "orders" USING btree ("product_type_variant_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_carrier_idx" ON "orders" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "orders_split_from_idx" ON "orders" USING btree ("split_from_id");--> statement-breakpoint
CREATE INDEX "orders_origin_id_trgm" ON "orders" USING gin ("origin_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_origin_number_trgm" ON "orders" USING gin ("origin_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_amazon_order_id_trgm" ON "orders" USING gin ("amazon_order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_product_sku_trgm" ON "orders" USING gin ("product_sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_origin_sku_trgm" ON "orders" USING gin ("origin_sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_method_title_trgm" ON "orders" USING gin ("method_title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "trackings_order_unique" ON "trackings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "trackings_code_idx" ON "trackings" USING btree ("tracking_code");