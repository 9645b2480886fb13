ALTER TABLE "fabrics" ADD COLUMN "composition" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "fibres" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "width_cm" smallint;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "weight_gsm" smallint;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "construction" text;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "pattern" text;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "colour_family" text;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "care_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "fabrics_live_fibres_idx" ON "fabrics" USING gin ("fibres") WHERE "fabrics"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fabrics_live_colour_idx" ON "fabrics" USING btree ("colour_family","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "fabrics"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fabrics_live_pattern_idx" ON "fabrics" USING btree ("pattern","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "fabrics"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fabrics_live_width_idx" ON "fabrics" USING btree ("width_cm") WHERE "fabrics"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fabrics_live_weight_idx" ON "fabrics" USING btree ("weight_gsm") WHERE "fabrics"."deleted_at" is null;