-- Extensions the schema relies on: trigram search on organization names, and
-- cube + earthdistance for radius searches (ll_to_earth GiST indexes).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
