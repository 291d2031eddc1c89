CREATE TABLE "mission_undo_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identity" text DEFAULT upper(substr(md5(random()::text || clock_timestamp()::text), 1, 12)) NOT NULL,
	"mission_id" bigint NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"previous" jsonb NOT NULL,
	"scope" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_undo_records_identity_unique" UNIQUE("identity"),
	CONSTRAINT "mission_undo_records_identity_format" CHECK ("identity" ~ '^[A-Z0-9]{12}$')
);
--> statement-breakpoint
ALTER TABLE "mission_undo_records" ADD CONSTRAINT "mission_undo_records_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mission_undo_records_expires_idx" ON "mission_undo_records" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mission_undo_records_mission_idx" ON "mission_undo_records" USING btree ("mission_id");