CREATE TABLE "product_print_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_type_id" integer NOT NULL,
	"print_area_id" integer NOT NULL,
	"file_id" integer
);
--> statement-breakpoint
CREATE TABLE "product_stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"origin_id" text NOT NULL,
	"permalink" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_type_id" integer NOT NULL,
	"product_type_variant_id" integer NOT NULL,
	"sku" text NOT NULL,
	"image" text,
	"regular_price_cents" integer NOT NULL,
	"sale_price_cents" integer NOT NULL,
	"sorting" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_prices_check" CHECK ("product_variants"."regular_price_cents" >= 0 and "product_variants"."sale_price_cents" >= 0 and "product_variants"."sale_price_cents" <= "product_variants"."regular_price_cents")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sku" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"personalized" boolean DEFAULT false NOT NULL,
	"idea_id" text,
	"short_code" text NOT NULL,
	"push_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_print_files" ADD CONSTRAINT "product_print_files_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_print_files" ADD CONSTRAINT "product_print_files_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_print_files" ADD CONSTRAINT "product_print_files_print_area_id_product_type_print_areas_id_fk" FOREIGN KEY ("print_area_id") REFERENCES "public"."product_type_print_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_print_files" ADD CONSTRAINT "product_print_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stores" ADD CONSTRAINT "product_stores_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stores" ADD CONSTRAINT "product_stores_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_type_variant_id_product_type_variants_id_fk" FOREIGN KEY ("product_type_variant_id") REFERENCES "public"."product_type_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_print_files_unique" ON "product_print_files" USING btree ("product_id","print_area_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_stores_origin_unique" ON "product_stores" USING btree ("site_id","origin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_stores_product_site_unique" ON "product_stores" USING btree ("product_id","site_id");--> statement-breakpoint
CREATE INDEX "product_stores_site_idx" ON "product_stores" USING btree ("site_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_unique" ON "product_variants" USING btree ("product_id","product_type_variant_id");--> statement-breakpoint
CREATE INDEX "product_variants_type_idx" ON "product_variants" USING btree ("product_type_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_user_sku_unique" ON "products" USING btree ("user_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "products_short_code_unique" ON "products" USING btree ("short_code");--> statement-breakpoint
CREATE UNIQUE INDEX "products_push_key_unique" ON "products" USING btree ("user_id","push_key");--> statement-breakpoint
CREATE INDEX "products_user_created_idx" ON "products" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_title_trgm" ON "products" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_trgm" ON "products" USING gin ("sku" gin_trgm_ops);