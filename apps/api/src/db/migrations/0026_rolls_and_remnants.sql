CREATE TABLE "fabric_rolls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fabric_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"dye_lot" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fabric_rolls_length_check" CHECK ("fabric_rolls"."length_cm" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "roll_id" uuid;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "remnant_discount_percent" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "roll_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "dye_lot" text;--> statement-breakpoint
ALTER TABLE "fabric_rolls" ADD CONSTRAINT "fabric_rolls_fabric_id_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."fabrics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fabric_rolls_fabric_number_key" ON "fabric_rolls" USING btree ("fabric_id","number");--> statement-breakpoint
CREATE INDEX "fabric_rolls_fabric_length_idx" ON "fabric_rolls" USING btree ("fabric_id","length_cm");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_roll_id_fabric_rolls_id_fk" FOREIGN KEY ("roll_id") REFERENCES "public"."fabric_rolls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_roll_id_fabric_rolls_id_fk" FOREIGN KEY ("roll_id") REFERENCES "public"."fabric_rolls"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabrics" ADD CONSTRAINT "fabrics_remnant_discount_check" CHECK ("fabrics"."remnant_discount_percent" between 0 and 90);--> statement-breakpoint
-- hand-written
-- A metre fabric written with stock and no rolls (the demo seed, the bench, a direct insert) is one roll
-- of its stock; the vendor's service replaces that roll with the rolls it was sent, in the same transaction.
CREATE FUNCTION fabric_rolls_after_fabric_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO fabric_rolls (fabric_id, number, length_cm)
  SELECT id, 1, stock FROM new_rows WHERE unit = 'per_metre' AND stock > 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER fabrics_first_roll AFTER INSERT ON fabrics REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fabric_rolls_after_fabric_insert();
--> statement-breakpoint
-- Every existing metre fabric's stock becomes its one roll, so every length sold before rolls can be cut.
INSERT INTO fabric_rolls (fabric_id, number, length_cm)
SELECT id, 1, stock FROM fabrics WHERE unit = 'per_metre' AND stock > 0;
