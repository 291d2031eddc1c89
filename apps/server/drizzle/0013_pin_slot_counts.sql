CREATE TABLE "pin_slot_counts" (
	"pin_id" bigint NOT NULL,
	"deployment_group_id" bigint,
	"started_on" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pin_slot_counts_pk" PRIMARY KEY("pin_id","started_on")
);
--> statement-breakpoint
ALTER TABLE "pin_slot_counts" ADD CONSTRAINT "pin_slot_counts_pin_id_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."pins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pin_slot_counts_group_idx" ON "pin_slot_counts" USING btree ("deployment_group_id","started_on");