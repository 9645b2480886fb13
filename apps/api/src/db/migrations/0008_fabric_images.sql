CREATE TABLE "fabric_image_variants" (
	"image_id" uuid NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"hash" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "fabric_image_variants_image_id_format_width_pk" PRIMARY KEY("image_id","format","width")
);
--> statement-breakpoint
CREATE TABLE "fabric_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fabric_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fabric_image_variants" ADD CONSTRAINT "fabric_image_variants_image_id_fabric_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."fabric_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabric_images" ADD CONSTRAINT "fabric_images_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fabric_image_variants_hash_idx" ON "fabric_image_variants" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "fabric_images_fabric_idx" ON "fabric_images" USING btree ("fabric_id","position");--> statement-breakpoint
-- A soft-deleted fabric (by its vendor, or with the vendor's account) is never shown again, so its
-- photos and their variants go at once, in the same statement (decision 86).
CREATE FUNCTION fabric_images_remove_with_fabric() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM fabric_images WHERE fabric_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER fabric_images_remove_with_fabric AFTER UPDATE OF deleted_at ON fabrics
  FOR EACH ROW WHEN (OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL)
  EXECUTE FUNCTION fabric_images_remove_with_fabric();
