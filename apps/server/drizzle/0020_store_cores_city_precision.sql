DROP INDEX "places_street_key_missing_idx";--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "street_cores" text[];--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "city_key" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "location_precision" text;--> statement-breakpoint
ALTER TABLE "mission_deploy_template_rows" ADD COLUMN "given_latitude" double precision;--> statement-breakpoint
ALTER TABLE "mission_deploy_template_rows" ADD COLUMN "given_longitude" double precision;--> statement-breakpoint
ALTER TABLE "mission_deploy_template_rows" ADD COLUMN "match_reason" text;--> statement-breakpoint
ALTER TABLE "mission_deploy_template_rows" ADD COLUMN "store_number_conflict" text;--> statement-breakpoint
ALTER TABLE "mission_deploy_template_rows" ADD COLUMN "store_number_learned" boolean;--> statement-breakpoint
CREATE INDEX "places_city_house_idx" ON "places" USING btree ("state","city_key",split_part("street_key", ' ', 1));--> statement-breakpoint
CREATE INDEX "places_street_cores_missing_idx" ON "places" USING btree ("id") WHERE "places"."street_cores" is null and "places"."street" is not null;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_location_precision_check" CHECK ("location_precision" in ('POSTAL_CODE', 'CITY'));--> statement-breakpoint
-- Places created before precision was recorded were placed at ZIP centroids (the only approximate kind then).
UPDATE "places" SET "location_precision" = 'POSTAL_CODE' WHERE "location_approximate";
