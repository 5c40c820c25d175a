-- Hand-written: at the commit of a transaction that wrote change rows, every process serving an
-- audience index (LISTEN profile_changes, lib/audience/index-store.ts) is told at once, instead
-- of finding out at its next look. Statement-level; a statement that wrote no row (an update that
-- left the targeting columns alone) notifies nobody. Notifications of one transaction with the
-- same payload are sent once, at its commit, and never for a transaction rolled back.
CREATE FUNCTION profile_changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_rows) THEN
    PERFORM pg_notify('profile_changes', '');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER profile_changes_notify AFTER INSERT ON profile_changes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION profile_changes_notify();
