CREATE TABLE "throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_attempts" CASCADE;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "throttles_window_idx" ON "throttles" USING btree ("window_started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "balances_deposit_transaction_unique" ON "balances" USING btree (lower(btrim("transaction_id"))) WHERE "balances"."action" = 'Deposit' and "balances"."status" <> 'Denied' and "balances"."transaction_id" is not null;