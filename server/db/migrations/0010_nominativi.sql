-- The policy lists' free text finds a policy by any of its participants through one GIN index: the
-- participants' names are copied onto the policy (adesioni.nominativi) by the triggers below, whatever
-- writes them (purchase, seed, later changes), and join the generated vector.
DROP INDEX "partecipanti_ricerca_idx";--> statement-breakpoint
ALTER TABLE "partecipanti" DROP COLUMN "ricerca";--> statement-breakpoint
ALTER TABLE "adesioni" ADD COLUMN "nominativi" text;--> statement-breakpoint
CREATE FUNCTION "nominativi_pratica"(p_pratica integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT string_agg(cognome || ' ' || nome || coalesce(' ' || codice_fiscale, ''), ' ' ORDER BY ordine)
  FROM partecipanti WHERE pratica_id = p_pratica
$$;--> statement-breakpoint
CREATE FUNCTION "adesioni_nominativi"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.nominativi := nominativi_pratica(NEW.pratica_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "adesioni_nominativi" BEFORE INSERT OR UPDATE OF pratica_id, nominativi ON "adesioni"
  FOR EACH ROW EXECUTE FUNCTION "adesioni_nominativi"();--> statement-breakpoint
-- Once per statement, over the rows it changed: a bulk insert of participants (seed:volume, a group
-- file) updates each policy once, not once per participant.
CREATE FUNCTION "partecipanti_nominativi"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE adesioni SET nominativi = NULL WHERE pratica_id IN (SELECT pratica_id FROM nuovi);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE adesioni SET nominativi = NULL WHERE pratica_id IN (SELECT pratica_id FROM vecchi);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "partecipanti_nominativi_inseriti" AFTER INSERT ON "partecipanti" REFERENCING NEW TABLE AS nuovi
  FOR EACH STATEMENT EXECUTE FUNCTION "partecipanti_nominativi"();--> statement-breakpoint
CREATE TRIGGER "partecipanti_nominativi_modificati" AFTER UPDATE ON "partecipanti"
  REFERENCING OLD TABLE AS vecchi NEW TABLE AS nuovi
  FOR EACH STATEMENT EXECUTE FUNCTION "partecipanti_nominativi"();--> statement-breakpoint
CREATE TRIGGER "partecipanti_nominativi_tolti" AFTER DELETE ON "partecipanti" REFERENCING OLD TABLE AS vecchi
  FOR EACH STATEMENT EXECUTE FUNCTION "partecipanti_nominativi"();--> statement-breakpoint
UPDATE "adesioni" SET "nominativi" = NULL;--> statement-breakpoint
DROP INDEX "adesioni_ricerca_idx";--> statement-breakpoint
ALTER TABLE "adesioni" DROP COLUMN "ricerca";--> statement-breakpoint
ALTER TABLE "adesioni" ADD COLUMN "ricerca" "tsvector" GENERATED ALWAYS AS (to_tsvector('italian'::regconfig, translate(numero || ' ' || coalesce(riferimento_pratica, '') || ' ' || pacchetto || ' ' || pacchetto_codice || ' ' || coalesce(categoria, '') || ' ' || coalesce(destinazione, '') || ' ' || coalesce(nazionalita, '') || ' ' || coalesce(contraente, '') || ' ' || coalesce(nominativi, '') || ' ' || stato, '-/', '  '))) STORED;--> statement-breakpoint
CREATE INDEX "adesioni_ricerca_idx" ON "adesioni" USING gin ("ricerca");
