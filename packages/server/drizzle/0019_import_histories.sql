CREATE TABLE "import_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"job_id" text NOT NULL,
	"origin_key" text,
	"origin_name" text NOT NULL,
	"refused_key" text,
	"plan" jsonb,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_histories" ADD CONSTRAINT "import_histories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_histories" ADD CONSTRAINT "import_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_histories_job_idx" ON "import_histories" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "import_histories_site_idx" ON "import_histories" USING btree ("site_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "import_histories_created_idx" ON "import_histories" USING btree ("created_at" DESC NULLS LAST);