CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" text,
	"checkout_session_id" text NOT NULL,
	"pack_id" text NOT NULL,
	"credits" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"code_hash" text NOT NULL,
	"code_sealed" text NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"recipient_email" text,
	"recipient_name" text,
	"message" text,
	"front_generation_id" uuid,
	"stripe_payment_intent_id" text,
	"redeemed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "gift_cards_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "gift_cards_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_cards_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id"),
	CONSTRAINT "gift_cards_status_valid" CHECK (status in ('pending_payment', 'redeemable', 'redeemed', 'void')),
	CONSTRAINT "gift_cards_credits_positive" CHECK ("gift_cards"."credits" > 0 and "gift_cards"."amount_cents" >= 0),
	CONSTRAINT "gift_cards_redeemed_consistent" CHECK (("gift_cards"."status" = 'redeemed') = ("gift_cards"."redeemed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "gift_card_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_front_generation_id_generations_id_fk" FOREIGN KEY ("front_generation_id") REFERENCES "public"."generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_redeemed_by_user_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_cards_buyer_id_idx" ON "gift_cards" USING btree ("buyer_id","created_at");--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;