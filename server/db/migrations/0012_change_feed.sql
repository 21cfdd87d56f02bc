-- Every write names its table on the channel "tabelle_modificate", but only on a connection that asked
-- for it (app.notifica_modifiche = 'on'): the embedded database does, and the server's read caches
-- (server/db/readCache.ts) drop what the table fed. On a PostgreSQL server nobody asks, so commits
-- never queue notifications. A table added later gets the same trigger (changeFeed.test.ts checks).
CREATE FUNCTION "notifica_modifica"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.notifica_modifiche', true) = 'on' THEN
    PERFORM pg_notify('tabelle_modificate', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'sessions' LOOP
    EXECUTE format(
      'CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"()',
      t
    );
  END LOOP;
END
$$;--> statement-breakpoint
-- A session matters to the caches when it ends or moves back in time, not when it is opened or
-- used: last_seen_at moves forward once a minute per session and would empty the caller cache as often.
CREATE TRIGGER "notifica_modifica" AFTER UPDATE ON "sessions" FOR EACH ROW WHEN (
  OLD."revoked_at" IS DISTINCT FROM NEW."revoked_at"
  OR OLD."expires_at" IS DISTINCT FROM NEW."expires_at"
  OR OLD."user_id" IS DISTINCT FROM NEW."user_id"
  OR OLD."impersonator_id" IS DISTINCT FROM NEW."impersonator_id"
  OR OLD."token_hash" IS DISTINCT FROM NEW."token_hash"
  OR NEW."last_seen_at" < OLD."last_seen_at"
) EXECUTE FUNCTION "notifica_modifica"();--> statement-breakpoint
CREATE TRIGGER "notifica_fine_sessioni" AFTER DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();
