DROP INDEX "pin_slot_counts_group_idx";--> statement-breakpoint
CREATE INDEX "pin_slot_counts_group_used_idx" ON "pin_slot_counts" USING btree ("deployment_group_id","started_on","used");