-- Reference rows every installation needs, demo data or not: sign-in authorization looks
-- applications up by name, and the console creates organizations with type 1.
INSERT INTO "applications" ("identity", "name") VALUES
  ('APPMSNCONTRL', 'Mission Control'),
  ('APPADMINWKBH', 'Admin Workbench'),
  ('APPPLACECURA', 'Place Curation'),
  ('APPANALYTMGR', 'Analytics Manager')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "organization_types" ("id", "name") VALUES
  (1, 'Retailer'),
  (2, 'Brand'),
  (3, 'Distributor'),
  (4, 'Service Provider')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('organization_types', 'id'), (SELECT max("id") FROM "organization_types"));
--> statement-breakpoint
INSERT INTO "relationship_types" ("id", "name") VALUES
  (1, 'Retail Store'),
  (2, 'Store within a Store'),
  (3, 'Distribution Center'),
  (4, 'Corporate Office')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('relationship_types', 'id'), (SELECT max("id") FROM "relationship_types"));
