CREATE TABLE "versione_utenti" (
	"id" smallint PRIMARY KEY NOT NULL,
	"versione" bigint NOT NULL,
	CONSTRAINT "versione_utenti_una_riga" CHECK ("versione_utenti"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "versione_utenti" ("id", "versione") VALUES (1, 0);--> statement-breakpoint
-- One more for each statement that writes what a user's info is read from (server/areas/account/userInfo.ts),
-- in the writer's transaction: readers see the new number when they see the new rows. Of users, only the
-- columns the info shows: a sign-in writes ultimo_accesso and must not empty every process's cache.
-- userInfo.test.ts checks that the info changes at once after each of these writes, on both databases.
CREATE FUNCTION "incrementa_versione_utenti"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "versione_utenti" SET "versione" = "versione" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "versione_utenti" AFTER INSERT OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "incrementa_versione_utenti"();--> statement-breakpoint
CREATE TRIGGER "versione_utenti_modifica" AFTER UPDATE OF "username", "email", "first_name", "last_name", "ruolo_id", "anagrafica_id", "distributore_id", "fornitore_id", "web", "must_pay", "segnalazione_pagamento_fine_mese", "default_language", "must_change_password" ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "incrementa_versione_utenti"();--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['ruoli', 'anagrafiche', 'distributori', 'fornitori'] LOOP
    EXECUTE format(
      'CREATE TRIGGER "versione_utenti" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "incrementa_versione_utenti"()',
      t
    );
  END LOOP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "versione_utenti" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();
