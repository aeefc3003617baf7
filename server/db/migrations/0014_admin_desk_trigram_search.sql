-- The admin desk's search through trigram indexes (issue 15). pg_trgm is loaded by PGlite
-- (server/db/client.ts) and ships in PostgreSQL's contrib; where it cannot be created the search
-- still works, scanning the table as before. The expressions match admin-appraisals.query.ts.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN others THEN
  RAISE NOTICE 'pg_trgm is not available; the admin search scans the table';
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS appraisals_search_trgm_idx ON appraisals
      USING gin ((id::text || E'\x1f' || coalesce(artwork_title, '') || E'\x1f' || coalesce(artist_name, '')) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS users_search_trgm_idx ON users
      USING gin ((coalesce(first_name, '') || ' ' || coalesce(last_name, '') || E'\x1f' || username || E'\x1f' || email) gin_trgm_ops);
  END IF;
END
$$;
