CREATE TABLE "released_image_objects" (
	"hash" text NOT NULL,
	"format" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "released_image_objects_hash_format_pk" PRIMARY KEY("hash","format")
);
--> statement-breakpoint
ALTER TABLE "fabric_image_variants" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
-- A variant whose bytes live in the S3 store (bytes is null) is noted when its row goes, however it
-- goes (a photo removed, or the cascade from a deleted fabric or account), so the store can delete
-- the object once no photo has that hash any more. Variants kept in the database need nothing.
CREATE FUNCTION note_released_image_object() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.bytes IS NULL THEN
    INSERT INTO released_image_objects (hash, format) VALUES (OLD.hash, OLD.format) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fabric_image_variants_released AFTER DELETE ON fabric_image_variants
  FOR EACH ROW EXECUTE FUNCTION note_released_image_object();
