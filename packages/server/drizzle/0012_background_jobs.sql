CREATE TABLE "background_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"started_by" integer,
	"status" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"error" text,
	"result" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"runner" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "background_jobs_status_check" CHECK ("background_jobs"."status" in ('queued', 'running', 'retrying', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "order_exports" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "order_exports" ADD COLUMN "mailed_to" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "background_jobs" ADD CONSTRAINT "background_jobs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_live_key_idx" ON "background_jobs" USING btree ("kind","key") WHERE "background_jobs"."status" in ('queued', 'running', 'retrying');--> statement-breakpoint
CREATE INDEX "background_jobs_started_by_idx" ON "background_jobs" USING btree ("started_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "background_jobs_running_idx" ON "background_jobs" USING btree ("heartbeat_at") WHERE "background_jobs"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "order_exports_job_idx" ON "order_exports" USING btree ("job_id");