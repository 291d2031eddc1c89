DROP INDEX "places_postal_code_idx";--> statement-breakpoint
CREATE INDEX "places_postal_street_idx" ON "places" USING btree ("postal_code",lower("street"));