ALTER TABLE "pins" ADD COLUMN "search_street" text;--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "search_city" text;--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "search_postal_code" text;--> statement-breakpoint

-- A pin carries its store's street, city and postal code in lower case, as it carries its sort
-- key: the Pins tab's search tests them on the pin's own row (LIKE on lower case, cheaper than
-- ILIKE) while it walks pins_mission_order_idx. A writer that gives the sort key gives these too;
-- the row trigger fills in whatever is not given.
CREATE OR REPLACE FUNCTION pins_set_sort_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT o.name, op.store_number, lower(pl.street), lower(pl.city), lower(pl.postal_code)
  INTO NEW.sort_org_name, NEW.sort_store_number, NEW.search_street, NEW.search_city, NEW.search_postal_code
  FROM organization_places op JOIN organizations o ON o.id = op.organization_id JOIN places pl ON pl.id = op.place_id
  WHERE op.id = NEW.organization_place_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER pins_sort_key_insert ON pins;
--> statement-breakpoint
CREATE TRIGGER pins_sort_key_insert BEFORE INSERT ON pins
FOR EACH ROW WHEN (NEW.sort_org_name = '' OR (NEW.search_street IS NULL AND NEW.search_city IS NULL AND NEW.search_postal_code IS NULL))
EXECUTE FUNCTION pins_set_sort_key();
--> statement-breakpoint

-- A place's address corrected: the pins at its stores take it.
CREATE FUNCTION pins_search_address_on_places() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pins p SET search_street = lower(NEW.street), search_city = lower(NEW.city), search_postal_code = lower(NEW.postal_code)
  FROM organization_places op WHERE op.place_id = NEW.id AND p.organization_place_id = op.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pins_search_address_places_update AFTER UPDATE OF street, city, postal_code ON places
FOR EACH ROW WHEN ((OLD.street, OLD.city, OLD.postal_code) IS DISTINCT FROM (NEW.street, NEW.city, NEW.postal_code))
EXECUTE FUNCTION pins_search_address_on_places();
--> statement-breakpoint

-- A store moved to another place (two places of one store merged): its pins take the new address.
CREATE FUNCTION pins_search_address_on_organization_places() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pins p SET search_street = lower(pl.street), search_city = lower(pl.city), search_postal_code = lower(pl.postal_code)
  FROM places pl WHERE pl.id = NEW.place_id AND p.organization_place_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pins_search_address_organization_places_update AFTER UPDATE OF place_id ON organization_places
FOR EACH ROW WHEN (OLD.place_id IS DISTINCT FROM NEW.place_id)
EXECUTE FUNCTION pins_search_address_on_organization_places();
--> statement-breakpoint

UPDATE pins p SET search_street = lower(pl.street), search_city = lower(pl.city), search_postal_code = lower(pl.postal_code)
FROM organization_places op JOIN places pl ON pl.id = op.place_id
WHERE op.id = p.organization_place_id;
