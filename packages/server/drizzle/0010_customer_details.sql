ALTER TABLE "customers" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "lists" text[] DEFAULT '{}'::text[] NOT NULL;