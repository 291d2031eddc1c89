DROP INDEX "organization_places_org_idx";--> statement-breakpoint
DROP INDEX "organization_places_org_store_number_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "organization_places_org_store_number_idx" ON "organization_places" USING btree ("organization_id","store_number");