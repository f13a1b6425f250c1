CREATE TABLE "safety_refusals" (
	"day" date NOT NULL,
	"category" text NOT NULL,
	"source" text NOT NULL,
	"surface" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "safety_refusals_day_category_source_surface_pk" PRIMARY KEY("day","category","source","surface")
);
