-- A pin's sort key is looked up by a row trigger only when the writer did not give it: the store
-- list's pin upsert joins the organization place anyway and writes the key itself, so a batch of
-- pins no longer runs one lookup a row (on the embedded database that was a third of the batch).
-- sort_org_name is '' (its default) exactly when no key was given: organizations always have a name.
DROP TRIGGER pins_sort_key_insert ON pins;
--> statement-breakpoint
CREATE TRIGGER pins_sort_key_insert BEFORE INSERT ON pins
FOR EACH ROW WHEN (NEW.sort_org_name = '') EXECUTE FUNCTION pins_set_sort_key();
