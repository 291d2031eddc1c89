-- Maintained counts (docs/domain/missions.md, "Maintained counts"): the mission page reads
-- mission_counts and mission_response_counts instead of aggregating pins and responses, and the
-- Pins tab reads pins_mission_order_idx instead of sorting across joins. Statement-level AFTER
-- triggers with transition tables keep the counts in the transaction of every write, so a bulk
-- write of 10,000 pins costs one aggregate, not 10,000 updates of one row. A row that leaves a
-- key (delete, or an update that moves it) is subtracted, a row that enters it is added.

-- Existing data first (no trigger exists yet).
UPDATE pins p SET sort_org_name = o.name, sort_store_number = op.store_number
FROM organization_places op JOIN organizations o ON o.id = op.organization_id
WHERE op.id = p.organization_place_id;
--> statement-breakpoint
INSERT INTO mission_counts (mission_id, group_count, pin_count, running_pin_count, active_place_pin_count)
SELECT m.id,
       (SELECT count(*) FROM deployment_groups g WHERE g.mission_id = m.id),
       (SELECT count(*) FROM pins p WHERE p.mission_id = m.id),
       (SELECT count(*) FROM pins p WHERE p.mission_id = m.id AND p.is_running),
       (SELECT count(*) FROM pins p JOIN organization_places op ON op.id = p.organization_place_id WHERE p.mission_id = m.id AND op.is_active)
FROM missions m;
--> statement-breakpoint
INSERT INTO mission_response_counts (mission_id, started_on, state, count)
SELECT mission_id, started_at::date, state, count(*) FROM responses GROUP BY 1, 2, 3;
--> statement-breakpoint

-- Every mission has its counts row from the start, so the other triggers only ever UPDATE it
-- (an UPDATE of a row a cascading mission delete already removed does nothing).
CREATE FUNCTION mission_counts_on_mission_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mission_counts (mission_id) SELECT id FROM new_rows ORDER BY id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mission_counts_insert AFTER INSERT ON missions REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION mission_counts_on_mission_insert();
--> statement-breakpoint

-- One trigger function for every counted table: TG_ARGV[0] names the function that adds (sign 1)
-- or subtracts (sign -1) an array of the table's rows; TG_ARGV[1] lists the counted columns over
-- a row `$`. An UPDATE moves only the rows whose counted columns changed (a reprice moves nothing):
-- their old version is subtracted and their new one added. Dynamic SQL sees the transition tables.
CREATE FUNCTION maintained_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  add text := TG_ARGV[0];
  counted text := TG_ARGV[1];
  changed text := format('FROM old_rows o JOIN new_rows n USING (id) WHERE (%s) IS DISTINCT FROM (%s)',
                         replace(counted, '$.', 'o.'), replace(counted, '$.', 'n.'));
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT %s(1, ARRAY(SELECT n::%I FROM new_rows n))', add, TG_TABLE_NAME);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT %s(-1, ARRAY(SELECT o::%I FROM old_rows o))', add, TG_TABLE_NAME);
  ELSE
    EXECUTE format('SELECT %s(-1, ARRAY(SELECT o::%I %s))', add, TG_TABLE_NAME, changed);
    EXECUTE format('SELECT %s(1, ARRAY(SELECT n::%I %s))', add, TG_TABLE_NAME, changed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Pins: add (sign 1) or subtract (sign -1) rows of pins to their missions' counts.
CREATE FUNCTION mission_counts_add_pins(sign int, changed pins[]) RETURNS void LANGUAGE sql AS $$
  UPDATE mission_counts c
  SET pin_count = c.pin_count + sign * d.pins,
      running_pin_count = c.running_pin_count + sign * d.running,
      active_place_pin_count = c.active_place_pin_count + sign * d.active
  FROM (
    SELECT p.mission_id, count(*)::int AS pins, (count(*) FILTER (WHERE p.is_running))::int AS running,
           (count(*) FILTER (WHERE op.is_active))::int AS active
    FROM unnest(changed) p JOIN organization_places op ON op.id = p.organization_place_id
    GROUP BY p.mission_id
  ) d
  WHERE c.mission_id = d.mission_id
$$;
--> statement-breakpoint

-- Deployment groups: the group count.
CREATE FUNCTION mission_counts_add_groups(sign int, changed deployment_groups[]) RETURNS void LANGUAGE sql AS $$
  UPDATE mission_counts c SET group_count = c.group_count + sign * d.groups
  FROM (SELECT g.mission_id, count(*)::int AS groups FROM unnest(changed) g GROUP BY g.mission_id) d
  WHERE c.mission_id = d.mission_id
$$;
--> statement-breakpoint

-- Responses: counts by mission, day started and state. Subtracting only ever updates rows that
-- exist (every counted response added to its row), so a cascading mission delete cannot make
-- a row for a mission that is gone.
CREATE FUNCTION mission_response_counts_add(sign int, changed responses[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF sign < 0 THEN
    UPDATE mission_response_counts c SET count = c.count - d.n
    FROM (SELECT r.mission_id, r.started_at::date AS started_on, r.state, count(*)::int AS n FROM unnest(changed) r GROUP BY 1, 2, 3) d
    WHERE c.mission_id = d.mission_id AND c.started_on = d.started_on AND c.state = d.state;
  ELSE
    INSERT INTO mission_response_counts AS c (mission_id, started_on, state, count)
    SELECT r.mission_id, r.started_at::date, r.state, count(*)::int FROM unnest(changed) r GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (mission_id, started_on, state) DO UPDATE SET count = c.count + excluded.count;
  END IF;
END $$;
--> statement-breakpoint

-- The counting triggers: after every INSERT, UPDATE and DELETE statement on each counted table.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('pins', 'mission_counts_pins', 'mission_counts_add_pins', '$.mission_id, $.organization_place_id, $.is_running'),
    ('deployment_groups', 'mission_counts_groups', 'mission_counts_add_groups', '$.mission_id'),
    ('responses', 'mission_response_counts', 'mission_response_counts_add', '$.mission_id, $.started_at::date, $.state')
  ) AS v(tbl, name, add, counted) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION maintained_counts_apply(%L, %L)', t.name || '_insert', t.tbl, t.add, t.counted);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION maintained_counts_apply(%L, %L)', t.name || '_update', t.tbl, t.add, t.counted);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
                   'FOR EACH STATEMENT EXECUTE FUNCTION maintained_counts_apply(%L, %L)', t.name || '_delete', t.tbl, t.add, t.counted);
  END LOOP;
END $$;
--> statement-breakpoint

-- A pin's sort key comes from its organization place when it is made or moved to another place.
CREATE FUNCTION pins_set_sort_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT o.name, op.store_number INTO NEW.sort_org_name, NEW.sort_store_number
  FROM organization_places op JOIN organizations o ON o.id = op.organization_id
  WHERE op.id = NEW.organization_place_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER pins_sort_key_insert BEFORE INSERT ON pins
FOR EACH ROW EXECUTE FUNCTION pins_set_sort_key();
--> statement-breakpoint
CREATE TRIGGER pins_sort_key_update BEFORE UPDATE OF organization_place_id ON pins
FOR EACH ROW WHEN (OLD.organization_place_id IS DISTINCT FROM NEW.organization_place_id) EXECUTE FUNCTION pins_set_sort_key();
--> statement-breakpoint

-- An organization renamed: its places' pins take the new name.
CREATE FUNCTION pins_sort_key_on_organizations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pins p SET sort_org_name = n.name
  FROM old_rows o JOIN new_rows n USING (id) JOIN organization_places op ON op.organization_id = n.id
  WHERE o.name IS DISTINCT FROM n.name AND p.organization_place_id = op.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pins_sort_key_organizations_update AFTER UPDATE ON organizations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION pins_sort_key_on_organizations();
--> statement-breakpoint

-- An organization place switched on or off changes the active-place count of its pins' missions;
-- one given another store number or organization gives its pins the new sort key.
CREATE FUNCTION maintained_counts_on_organization_places() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE mission_counts c SET active_place_pin_count = c.active_place_pin_count + d.delta
  FROM (
    SELECT p.mission_id, sum(CASE WHEN n.is_active THEN 1 ELSE -1 END)::int AS delta
    FROM old_rows o JOIN new_rows n USING (id) JOIN pins p ON p.organization_place_id = n.id
    WHERE o.is_active <> n.is_active
    GROUP BY p.mission_id
  ) d
  WHERE c.mission_id = d.mission_id;
  UPDATE pins p SET sort_org_name = org.name, sort_store_number = n.store_number
  FROM old_rows o JOIN new_rows n USING (id) JOIN organizations org ON org.id = n.organization_id
  WHERE (o.organization_id, o.store_number) IS DISTINCT FROM (n.organization_id, n.store_number) AND p.organization_place_id = n.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER maintained_counts_organization_places_update AFTER UPDATE ON organization_places REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION maintained_counts_on_organization_places();
