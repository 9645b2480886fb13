CREATE TABLE "fabric_categories" (
	"name" text PRIMARY KEY NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fabric_categories_name_check" CHECK ("fabric_categories"."name" = lower(btrim("fabric_categories"."name")) and length("fabric_categories"."name") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "fabric_categories" ADD CONSTRAINT "fabric_categories_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the seven categories the store opened with. Fabrics stored under any other keep it.
INSERT INTO "fabric_categories" ("name") VALUES
  ('cotton'), ('silk'), ('linen'), ('wool'), ('denim'), ('chiffon'), ('velvet')
ON CONFLICT DO NOTHING;
