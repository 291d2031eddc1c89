ALTER TABLE "mission_deploy_template_rows" DROP CONSTRAINT "mission_deploy_template_rows_mission_id_missions_id_fk";
--> statement-breakpoint
ALTER TABLE "mission_deploy_template_rows" DROP CONSTRAINT "mission_deploy_template_rows_organization_place_id_organization_places_id_fk";
--> statement-breakpoint
ALTER TABLE "mission_deploy_template_rows" DROP CONSTRAINT "mission_deploy_template_rows_deployment_group_id_deployment_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "mission_deploy_template_rows" DROP CONSTRAINT "mission_deploy_template_rows_pin_id_pins_id_fk";
--> statement-breakpoint
DROP INDEX "mission_deploy_template_rows_org_place_idx";--> statement-breakpoint
DROP INDEX "mission_deploy_template_rows_group_idx";--> statement-breakpoint
DROP INDEX "mission_deploy_template_rows_pin_idx";