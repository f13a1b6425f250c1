CREATE TABLE "project_list_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Issue 15: every change to a user's projects or pages raises their list version, at commit.
CREATE FUNCTION "bump_project_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	owner text;
BEGIN
	IF TG_OP = 'DELETE' THEN owner := OLD.user_id; ELSE owner := NEW.user_id; END IF;
	INSERT INTO "project_list_versions" ("user_id", "version") VALUES (owner, 1)
	ON CONFLICT ("user_id") DO UPDATE SET "version" = "project_list_versions"."version" + 1;
	IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
		INSERT INTO "project_list_versions" ("user_id", "version") VALUES (OLD.user_id, 1)
		ON CONFLICT ("user_id") DO UPDATE SET "version" = "project_list_versions"."version" + 1;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "projects_bump_list_version" AFTER INSERT OR UPDATE OR DELETE ON "projects"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_project_list_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "generations_bump_list_version" AFTER INSERT OR UPDATE OR DELETE ON "generations"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_project_list_version"();
