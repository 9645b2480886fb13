ALTER TABLE "fabrics" ADD COLUMN "pattern_repeat_cm" integer;--> statement-breakpoint
ALTER TABLE "fabrics" ADD COLUMN "shrinkage_percent" integer;--> statement-breakpoint
ALTER TABLE "fabrics" ADD CONSTRAINT "fabrics_pattern_repeat_check" CHECK ("fabrics"."pattern_repeat_cm" between 1 and 300);--> statement-breakpoint
ALTER TABLE "fabrics" ADD CONSTRAINT "fabrics_shrinkage_check" CHECK ("fabrics"."shrinkage_percent" between 0 and 20);