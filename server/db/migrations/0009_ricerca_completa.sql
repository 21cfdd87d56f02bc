ALTER TABLE "adesioni" drop column "ricerca";--> statement-breakpoint
ALTER TABLE "adesioni" ADD COLUMN "ricerca" "tsvector" GENERATED ALWAYS AS (to_tsvector('italian'::regconfig, translate(numero || ' ' || coalesce(riferimento_pratica, '') || ' ' || pacchetto || ' ' || pacchetto_codice || ' ' || coalesce(categoria, '') || ' ' || coalesce(destinazione, '') || ' ' || coalesce(nazionalita, '') || ' ' || coalesce(contraente, '') || ' ' || stato, '-/', '  '))) STORED;--> statement-breakpoint
ALTER TABLE "partecipanti" ADD COLUMN "ricerca" "tsvector" GENERATED ALWAYS AS (to_tsvector('italian'::regconfig, cognome || ' ' || nome || ' ' || coalesce(codice_fiscale, ''))) STORED;--> statement-breakpoint
-- Dropping the column dropped its GIN index: built again over the widened vector.
CREATE INDEX "adesioni_ricerca_idx" ON "adesioni" USING gin ("ricerca");--> statement-breakpoint
CREATE INDEX "adesioni_user_idx" ON "adesioni" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partecipanti_ricerca_idx" ON "partecipanti" USING gin ("ricerca");