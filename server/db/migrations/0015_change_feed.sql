-- The change feed of the read caches (server/db/change-feed.ts, decision 0014): every write to a
-- row that a cached answer depends on notifies channel app_changes with the owning user's id, at
-- commit, on every server listening. The session lookup reads sessions and users; a user's
-- appraisal list reads appraisals and their files (the primary photo). A truncate notifies "*"
-- (everything). The payload is an id only; PostgreSQL folds identical payloads of one
-- transaction into one notification.
CREATE OR REPLACE FUNCTION app_notify_users_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('app_changes', OLD.id::text); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.id IS DISTINCT FROM OLD.id) THEN
    PERFORM pg_notify('app_changes', NEW.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_notify_owner_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- sessions and appraisals: the owner is user_id.
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('app_changes', OLD.user_id::text); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM pg_notify('app_changes', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_notify_appraisal_files_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
BEGIN
  -- A file belongs to its appraisal's owner. When the appraisal itself is being deleted (the
  -- cascade) it is already gone here, and its own trigger has notified the owner.
  IF TG_OP <> 'INSERT' THEN
    SELECT user_id INTO owner FROM appraisals WHERE id = OLD.appraisal_id;
    IF owner IS NOT NULL THEN PERFORM pg_notify('app_changes', owner::text); END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.appraisal_id IS DISTINCT FROM OLD.appraisal_id) THEN
    SELECT user_id INTO owner FROM appraisals WHERE id = NEW.appraisal_id;
    IF owner IS NOT NULL THEN PERFORM pg_notify('app_changes', owner::text); END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_notify_everything_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('app_changes', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_notify_change ON users;
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION app_notify_users_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_notify_change ON sessions;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER INSERT OR UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION app_notify_owner_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS appraisals_notify_change ON appraisals;
--> statement-breakpoint
CREATE TRIGGER appraisals_notify_change AFTER INSERT OR UPDATE OR DELETE ON appraisals
  FOR EACH ROW EXECUTE FUNCTION app_notify_owner_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS appraisal_files_notify_change ON appraisal_files;
--> statement-breakpoint
CREATE TRIGGER appraisal_files_notify_change AFTER INSERT OR UPDATE OR DELETE ON appraisal_files
  FOR EACH ROW EXECUTE FUNCTION app_notify_appraisal_files_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_notify_truncate ON users;
--> statement-breakpoint
CREATE TRIGGER users_notify_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION app_notify_everything_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_notify_truncate ON sessions;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION app_notify_everything_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS appraisals_notify_truncate ON appraisals;
--> statement-breakpoint
CREATE TRIGGER appraisals_notify_truncate AFTER TRUNCATE ON appraisals FOR EACH STATEMENT EXECUTE FUNCTION app_notify_everything_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS appraisal_files_notify_truncate ON appraisal_files;
--> statement-breakpoint
CREATE TRIGGER appraisal_files_notify_truncate AFTER TRUNCATE ON appraisal_files FOR EACH STATEMENT EXECUTE FUNCTION app_notify_everything_changed();
