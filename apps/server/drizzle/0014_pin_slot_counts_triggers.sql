-- Slots used per pin and day (docs/domain/missions.md, "Maintained counts"): the responses of a
-- pin that use a slot (started, pending, approved) by the day they started, with the pin's
-- deployment group, so the Pins tab sums a capped group's days in the cap window instead of
-- reading the responses of every pin of the group. Kept like the counts of migration 0011:
-- statement-level triggers with transition tables, in the transaction of every write.

-- Existing data first (no trigger exists yet).
INSERT INTO pin_slot_counts (pin_id, deployment_group_id, started_on, used)
SELECT r.pin_id, p.deployment_group_id, r.started_at::date, count(*)::int
FROM responses r JOIN pins p ON p.id = r.pin_id
WHERE r.state IN ('started', 'pending', 'approved')
GROUP BY 1, 2, 3;
--> statement-breakpoint

-- Responses: add (sign 1) or subtract (sign -1) the slots of rows of responses. A response whose
-- pin is deleted (its pin_id set to NULL) leaves with the pin's rows, which the pin's delete
-- cascades; subtracting only ever updates rows that exist.
CREATE FUNCTION pin_slot_counts_add(sign int, changed responses[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF sign < 0 THEN
    UPDATE pin_slot_counts c SET used = c.used - d.n
    FROM (SELECT r.pin_id, r.started_at::date AS started_on, count(*)::int AS n FROM unnest(changed) r
          WHERE r.pin_id IS NOT NULL AND r.state IN ('started', 'pending', 'approved') GROUP BY 1, 2) d
    WHERE c.pin_id = d.pin_id AND c.started_on = d.started_on;
  ELSE
    INSERT INTO pin_slot_counts AS c (pin_id, deployment_group_id, started_on, used)
    SELECT r.pin_id, p.deployment_group_id, r.started_at::date, count(*)::int
    FROM unnest(changed) r JOIN pins p ON p.id = r.pin_id
    WHERE r.state IN ('started', 'pending', 'approved')
    GROUP BY 1, 2, 3 ORDER BY 1, 3
    ON CONFLICT (pin_id, started_on) DO UPDATE SET used = c.used + excluded.used;
  END IF;
END $$;
--> statement-breakpoint
CREATE TRIGGER pin_slot_counts_insert AFTER INSERT ON responses REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION maintained_counts_apply('pin_slot_counts_add', '$.pin_id, $.started_at::date, $.state');
--> statement-breakpoint
CREATE TRIGGER pin_slot_counts_update AFTER UPDATE ON responses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION maintained_counts_apply('pin_slot_counts_add', '$.pin_id, $.started_at::date, $.state');
--> statement-breakpoint
CREATE TRIGGER pin_slot_counts_delete AFTER DELETE ON responses REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION maintained_counts_apply('pin_slot_counts_add', '$.pin_id, $.started_at::date, $.state');
--> statement-breakpoint

-- A pin moved to another deployment group (or out of one) takes its rows along.
CREATE FUNCTION pin_slot_counts_on_pins_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pin_slot_counts c SET deployment_group_id = n.deployment_group_id
  FROM old_rows o JOIN new_rows n USING (id)
  WHERE o.deployment_group_id IS DISTINCT FROM n.deployment_group_id AND c.pin_id = n.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pin_slot_counts_pins_update AFTER UPDATE ON pins REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION pin_slot_counts_on_pins_update();
