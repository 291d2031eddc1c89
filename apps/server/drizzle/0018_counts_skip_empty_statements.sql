-- The counting triggers of migration 0011 return at once when their statement wrote no row of the
-- table. An upsert whose rows are all new (every batch of a store list) fires the table's UPDATE
-- triggers too, with empty transition tables, and the dynamic statements below are planned on
-- every call: about 2-3 ms a statement on the embedded database, for nothing to count.
CREATE OR REPLACE FUNCTION maintained_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  add text := TG_ARGV[0];
  counted text := TG_ARGV[1];
  changed text := format('FROM old_rows o JOIN new_rows n USING (id) WHERE (%s) IS DISTINCT FROM (%s)',
                         replace(counted, '$.', 'o.'), replace(counted, '$.', 'n.'));
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT FROM new_rows) THEN
    RETURN NULL;
  END IF;
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
CREATE OR REPLACE FUNCTION pin_slot_counts_on_pins_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT FROM new_rows) THEN RETURN NULL; END IF;
  UPDATE pin_slot_counts c SET deployment_group_id = n.deployment_group_id
  FROM old_rows o JOIN new_rows n USING (id)
  WHERE o.deployment_group_id IS DISTINCT FROM n.deployment_group_id AND c.pin_id = n.id;
  RETURN NULL;
END $$;
