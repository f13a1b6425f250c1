CREATE TABLE "challenge_themes" (
	"week" text PRIMARY KEY NOT NULL,
	"theme" text NOT NULL,
	"set_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_hearts" (
	"post_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_hearts_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "challenge_week" text;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "challenge_theme" text;--> statement-breakpoint
ALTER TABLE "challenge_themes" ADD CONSTRAINT "challenge_themes_set_by_user_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_hearts" ADD CONSTRAINT "community_hearts_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_hearts" ADD CONSTRAINT "community_hearts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_hearts_user_id_idx" ON "community_hearts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_posts_challenge_idx" ON "community_posts" USING btree ("challenge_week","status","published_at" DESC NULLS LAST);