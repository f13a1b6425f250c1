CREATE TABLE "book_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"format" text NOT NULL,
	"options" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"file_id" uuid,
	"file_name" text NOT NULL,
	"page_count" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_exports_format_valid" CHECK (format in ('pdf', 'epub')),
	CONSTRAINT "book_exports_status_valid" CHECK (status in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "book_exports_progress_range" CHECK ("book_exports"."progress" >= 0 and "book_exports"."progress" <= 1)
);
--> statement-breakpoint
CREATE TABLE "book_pages" (
	"generation_id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_settings" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"view_mode" text DEFAULT 'single' NOT NULL,
	"belongs_to_line" boolean DEFAULT false NOT NULL,
	"cover_generation_id" uuid,
	"revision" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_settings_view_mode_valid" CHECK (view_mode in ('single', 'book'))
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_kind_valid";--> statement-breakpoint
ALTER TABLE "book_exports" ADD CONSTRAINT "book_exports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_exports" ADD CONSTRAINT "book_exports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_exports" ADD CONSTRAINT "book_exports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_pages" ADD CONSTRAINT "book_pages_generation_id_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_pages" ADD CONSTRAINT "book_pages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_settings" ADD CONSTRAINT "book_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_settings" ADD CONSTRAINT "book_settings_cover_generation_id_generations_id_fk" FOREIGN KEY ("cover_generation_id") REFERENCES "public"."generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "book_exports_project_hash_idx" ON "book_exports" USING btree ("project_id","content_hash");--> statement-breakpoint
CREATE INDEX "book_pages_project_idx" ON "book_pages" USING btree ("project_id","position");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_kind_valid" CHECK (kind in ('print', 'preview', 'svg', 'upload', 'character', 'avatar', 'social', 'book'));