CREATE TABLE "return_photo_variants" (
	"photo_id" uuid NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"hash" text NOT NULL,
	"bytes" "bytea",
	CONSTRAINT "return_photo_variants_photo_id_format_width_pk" PRIMARY KEY("photo_id","format","width")
);
--> statement-breakpoint
CREATE TABLE "return_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "return_photo_variants" ADD CONSTRAINT "return_photo_variants_photo_id_return_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."return_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_photo_variants_hash_idx" ON "return_photo_variants" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "return_photos_return_idx" ON "return_photos" USING btree ("return_id","position");--> statement-breakpoint
-- hand-written
-- A return photo's variant in the S3 store is noted when its row goes (the shopper's account deleted),
-- as a fabric photo's is (migration 0011), so the sweep deletes the object once no photo has it.
CREATE TRIGGER return_photo_variants_released AFTER DELETE ON return_photo_variants
  FOR EACH ROW EXECUTE FUNCTION note_released_image_object();
