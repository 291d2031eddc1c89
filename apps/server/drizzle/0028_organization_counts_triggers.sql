-- How many stores each organization has (docs/domain/organizations.md, "Store counts"), kept as
-- mission_counts is (migration 0011): a row per organization made with it, and statement-level
-- triggers with transition tables on organization_places, in the transaction of every write.

-- Existing data first (no trigger exists yet).
INSERT INTO organization_counts (organization_id, place_count)
SELECT o.id, (SELECT count(*) FROM organization_places op WHERE op.organization_id = o.id)
FROM organizations o;
--> statement-breakpoint

CREATE FUNCTION organization_counts_on_organization_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organization_counts (organization_id) SELECT id FROM new_rows ORDER BY id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER organization_counts_insert AFTER INSERT ON organizations REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION organization_counts_on_organization_insert();
--> statement-breakpoint

-- Stores: add (sign 1) or subtract (sign -1) rows of organization_places to their organizations'
-- counts. The rows are locked in the order of their ids first, so two writers adding stores of the
-- same chains (two store-list workers) queue on them rather than deadlock.
CREATE FUNCTION organization_counts_add_places(sign int, changed organization_places[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM organization_counts c
  WHERE c.organization_id IN (SELECT DISTINCT r.organization_id FROM unnest(changed) r)
  ORDER BY c.organization_id FOR UPDATE;
  UPDATE organization_counts c SET place_count = c.place_count + sign * d.n
  FROM (SELECT r.organization_id, count(*)::int AS n FROM unnest(changed) r GROUP BY 1) d
  WHERE c.organization_id = d.organization_id;
$$;
--> statement-breakpoint
CREATE TRIGGER organization_counts_places_insert AFTER INSERT ON organization_places REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION maintained_counts_apply('organization_counts_add_places', '$.organization_id');
--> statement-breakpoint
CREATE TRIGGER organization_counts_places_update AFTER UPDATE ON organization_places REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION maintained_counts_apply('organization_counts_add_places', '$.organization_id');
--> statement-breakpoint
CREATE TRIGGER organization_counts_places_delete AFTER DELETE ON organization_places REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION maintained_counts_apply('organization_counts_add_places', '$.organization_id');
