CREATE TABLE "organization_counts" (
	"organization_id" bigint PRIMARY KEY NOT NULL,
	"place_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_counts" ADD CONSTRAINT "organization_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;