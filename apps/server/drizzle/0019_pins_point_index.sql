DROP INDEX "pins_earth_idx";--> statement-breakpoint
CREATE INDEX "pins_location_idx" ON "pins" USING spgist (point("longitude", "latitude"));