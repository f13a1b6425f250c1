CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"full_content" text NOT NULL,
	"category" text NOT NULL,
	"author" text NOT NULL,
	"date" date NOT NULL,
	"image_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" integer NOT NULL,
	"job_title" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"notes" text,
	"resume_text" text NOT NULL,
	"resume_file_name" text NOT NULL,
	"resume_format" text NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_job_id_nonnegative" CHECK ("job_applications"."job_id" >= 0),
	CONSTRAINT "job_applications_resume_format_valid" CHECK ("job_applications"."resume_format" in ('pdf', 'docx', 'doc'))
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_kind_valid";--> statement-breakpoint
CREATE INDEX "blog_posts_date_idx" ON "blog_posts" USING btree ("date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_kind_valid" CHECK ("files"."kind" in ('print', 'preview', 'svg', 'upload', 'character', 'avatar'));