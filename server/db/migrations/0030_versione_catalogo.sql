CREATE TABLE "versione_catalogo" (
	"id" smallint PRIMARY KEY NOT NULL,
	"versione" bigint NOT NULL,
	CONSTRAINT "versione_catalogo_una_riga" CHECK ("versione_catalogo"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "versione_catalogo" ("id", "versione") VALUES (1, 0);--> statement-breakpoint
-- One more for each statement that writes a catalogue table, in the writer's transaction: readers see
-- the new number when they see the new rows, and a rolled-back write leaves it as it was. Only tables
-- written by back office and the seed, never by a purchase, so that sales never queue on this row.
-- The list is CATALOGUE_TABLES in server/areas/carrello/catalogueCache.ts (catalogueCache.test.ts checks both).
CREATE FUNCTION "incrementa_versione_catalogo"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "versione_catalogo" SET "versione" = "versione" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'anagrafiche', 'fornitori', 'categorie', 'tipologie_polizza', 'tipi_input', 'etichette_alloggio',
    'gruppi_stato', 'stati', 'nazionalita', 'fasce_eta', 'parametri_confronto', 'prodotti', 'pacchetti',
    'pacchetti_testi_carrello', 'pacchetti_extra_info', 'pacchetti_nazionalita', 'pacchetti_parametri',
    'pacchetti_complementari', 'pacchetti_distributori', 'pacchetti_modifiche',
    'pacchetti_distributori_modifiche'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER "versione_catalogo" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "incrementa_versione_catalogo"()',
      t
    );
  END LOOP;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "versione_catalogo" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();
