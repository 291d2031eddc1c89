DROP INDEX "places_postal_street_idx";--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "street_key" text;--> statement-breakpoint
CREATE INDEX "places_postal_street_key_idx" ON "places" USING btree ("postal_code","street_key");--> statement-breakpoint
CREATE INDEX "places_street_key_missing_idx" ON "places" USING btree ("id") WHERE "places"."street_key" is null and "places"."street" is not null;