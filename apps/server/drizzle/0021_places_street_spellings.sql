ALTER TABLE "places" ADD COLUMN "learned_street_cores" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "places_state_street_key_idx" ON "places" USING btree ("state","street_key");--> statement-breakpoint
-- The cores gained spellings with the directional before the name and "MLK" for the ways of writing Martin Luther King, and "RR #4" reads "RR 4": recompute them (fillMissingStreetKeys).
UPDATE "places" SET "street_cores" = NULL WHERE "street" IS NOT NULL;
