CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"credits" integer,
	"percent_off" integer,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"first_purchase_only" boolean DEFAULT false NOT NULL,
	"stripe_coupon_id" text,
	"stripe_promotion_code_id" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_stripe_promotion_code_id_unique" UNIQUE("stripe_promotion_code_id"),
	CONSTRAINT "promo_codes_kind_valid" CHECK (kind in ('credits', 'percent')),
	CONSTRAINT "promo_codes_amount_valid" CHECK (("promo_codes"."kind" = 'credits' and "promo_codes"."credits" > 0 and "promo_codes"."percent_off" is null) or ("promo_codes"."kind" = 'percent' and "promo_codes"."percent_off" between 1 and 100 and "promo_codes"."credits" is null)),
	CONSTRAINT "promo_codes_redemptions_valid" CHECK ("promo_codes"."redemptions" >= 0 and ("promo_codes"."max_redemptions" is null or "promo_codes"."redemptions" <= "promo_codes"."max_redemptions"))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"checkout_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_code_user_idx" ON "promo_redemptions" USING btree ("promo_code_id","user_id");--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;