CREATE TABLE "product_type_carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_type_id" integer NOT NULL,
	"carrier_id" integer NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sorting" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_type_categories" (
	"product_type_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_type_categories_product_type_id_category_id_pk" PRIMARY KEY("product_type_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_type_partner_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_type_variant_id" integer NOT NULL,
	"partner_variant_id" text NOT NULL,
	"partner_fulfillment_id" text NOT NULL,
	"sku" text
);
--> statement-breakpoint
CREATE TABLE "product_type_print_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_type_id" integer NOT NULL,
	"title" text NOT NULL,
	"mockup" text,
	"width" integer,
	"height" integer,
	"note" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"any_print" jsonb,
	"sorting" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_type_suppliers" (
	"product_type_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sorting" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_type_suppliers_product_type_id_user_id_pk" PRIMARY KEY("product_type_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "product_type_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_type_id" integer NOT NULL,
	"sku" text NOT NULL,
	"signature" text NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"supplier_costs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"carrier_costs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"retail_cost_cents" integer DEFAULT 0 NOT NULL,
	"sale_cost_cents" integer DEFAULT 0 NOT NULL,
	"base_cost_cents" integer DEFAULT 0 NOT NULL,
	"original_cost_cents" integer DEFAULT 0 NOT NULL,
	"other_base_cost_cents" integer DEFAULT 0 NOT NULL,
	"fee_ship_cents" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sorting" integer DEFAULT 0 NOT NULL,
	"print_area_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"partner_default_id" text,
	"mapping_partner_print_areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sku" text NOT NULL,
	"description" text,
	"description_special" text,
	"mockup" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"personalized" boolean DEFAULT false NOT NULL,
	"is_special" boolean DEFAULT false NOT NULL,
	"production_time" text,
	"shipping_time" text,
	"tag" text,
	"link_template" text,
	"file_type_supported" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dpl" integer DEFAULT 0 NOT NULL,
	"origin" text,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_types_state_check" CHECK ("product_types"."state" in ('active', 'paused')),
	CONSTRAINT "product_types_tag_check" CHECK ("product_types"."tag" is null or "product_types"."tag" in ('Best seller', 'New', 'Premium'))
);
--> statement-breakpoint
ALTER TABLE "product_type_carriers" ADD CONSTRAINT "product_type_carriers_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_carriers" ADD CONSTRAINT "product_type_carriers_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_categories" ADD CONSTRAINT "product_type_categories_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_categories" ADD CONSTRAINT "product_type_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_partner_variants" ADD CONSTRAINT "product_type_partner_variants_product_type_variant_id_product_type_variants_id_fk" FOREIGN KEY ("product_type_variant_id") REFERENCES "public"."product_type_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_print_areas" ADD CONSTRAINT "product_type_print_areas_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_suppliers" ADD CONSTRAINT "product_type_suppliers_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_suppliers" ADD CONSTRAINT "product_type_suppliers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_variants" ADD CONSTRAINT "product_type_variants_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_type_carriers_unique" ON "product_type_carriers" USING btree ("product_type_id","carrier_id");--> statement-breakpoint
CREATE INDEX "product_type_categories_category_idx" ON "product_type_categories" USING btree ("category_id","product_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_type_partner_variants_unique" ON "product_type_partner_variants" USING btree ("product_type_variant_id","partner_fulfillment_id","partner_variant_id");--> statement-breakpoint
CREATE INDEX "product_type_print_areas_type_idx" ON "product_type_print_areas" USING btree ("product_type_id","sorting");--> statement-breakpoint
CREATE INDEX "product_type_suppliers_user_idx" ON "product_type_suppliers" USING btree ("user_id","product_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_type_variants_signature_unique" ON "product_type_variants" USING btree ("product_type_id","signature");--> statement-breakpoint
CREATE UNIQUE INDEX "product_type_variants_sku_unique" ON "product_type_variants" USING btree ("product_type_id","sku");--> statement-breakpoint
CREATE INDEX "product_type_variants_sorting_idx" ON "product_type_variants" USING btree ("product_type_id","sorting","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_types_sku_unique" ON "product_types" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "product_types_list_idx" ON "product_types" USING btree ("state","personalized","id" DESC NULLS LAST);