ALTER TABLE "files" DROP CONSTRAINT "files_kind_valid";--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "colored_file_id" uuid;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_colored_file_id_files_id_fk" FOREIGN KEY ("colored_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_kind_valid" CHECK (kind in ('print', 'preview', 'svg', 'upload', 'character', 'avatar', 'social', 'book', 'colored'));