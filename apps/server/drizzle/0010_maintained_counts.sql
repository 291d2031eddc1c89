CREATE TABLE "mission_counts" (
	"mission_id" bigint PRIMARY KEY NOT NULL,
	"group_count" integer DEFAULT 0 NOT NULL,
	"pin_count" integer DEFAULT 0 NOT NULL,
	"running_pin_count" integer DEFAULT 0 NOT NULL,
	"active_place_pin_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_response_counts" (
	"mission_id" bigint NOT NULL,
	"started_on" date NOT NULL,
	"state" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mission_response_counts_pk" PRIMARY KEY("mission_id","started_on","state")
);
--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "sort_org_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "sort_store_number" text;--> statement-breakpoint
ALTER TABLE "mission_counts" ADD CONSTRAINT "mission_counts_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_response_counts" ADD CONSTRAINT "mission_response_counts_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pins_mission_order_idx" ON "pins" USING btree ("mission_id","sort_org_name","sort_store_number","id");