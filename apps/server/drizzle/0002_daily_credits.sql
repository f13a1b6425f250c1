ALTER TABLE "credit_balances" ADD COLUMN "daily_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_balances" ADD COLUMN "daily_date" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "daily_delta" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "credit_ledger_user_reason_idx" ON "credit_ledger" USING btree ("user_id","reason","created_at");--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_daily_credits_nonnegative" CHECK ("credit_balances"."daily_credits" >= 0);