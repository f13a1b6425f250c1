CREATE TABLE "story_books" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"idea" text NOT NULL,
	"character_words" text NOT NULL,
	"title" text NOT NULL,
	"hero" text NOT NULL,
	"writer" text NOT NULL,
	"length" integer NOT NULL,
	"idempotency_key" text,
	"idempotency_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_books_length_valid" CHECK ("story_books"."length" between 4 and 16),
	CONSTRAINT "story_books_writer_valid" CHECK ("story_books"."writer" in ('grammar', 'openai'))
);
--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "caption" text;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "story_page" integer;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "story_cast" jsonb;--> statement-breakpoint
ALTER TABLE "story_books" ADD CONSTRAINT "story_books_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_books" ADD CONSTRAINT "story_books_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "story_books_user_idempotency_key_idx" ON "story_books" USING btree ("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_caption_length" CHECK (char_length("generations"."caption") <= 200);