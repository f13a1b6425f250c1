ALTER TABLE "generations" ADD COLUMN "fallback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "photo_subject" jsonb;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "photo_detail" text;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_photo_detail_valid" CHECK (photo_detail in ('fewer', 'usual', 'more'));