ALTER TABLE "places" ADD COLUMN "location_approximate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mission_deploy_template_rows" ADD COLUMN "pin_existed" boolean;