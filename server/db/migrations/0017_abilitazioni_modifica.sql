CREATE TABLE "pacchetti_distributori_modifiche" (
	"pacchetto_id" integer NOT NULL,
	"distributore_id" integer NOT NULL,
	"area" text NOT NULL,
	"modificabile" boolean DEFAULT false NOT NULL,
	"delta_giorni" integer,
	"causali" text DEFAULT '' NOT NULL,
	"causale_obbligatoria" boolean DEFAULT false NOT NULL,
	"flag_warning" boolean DEFAULT false NOT NULL,
	"messaggio_warning" text,
	"messaggio_todo" text,
	CONSTRAINT "pacchetti_distributori_modifiche_pacchetto_id_distributore_id_area_pk" PRIMARY KEY("pacchetto_id","distributore_id","area"),
	CONSTRAINT "pacchetti_distributori_modifiche_area" CHECK (area in ('chDate', 'chImportoViaggio', 'chNumeroAssicurati', 'chNomi'))
);
--> statement-breakpoint
CREATE TABLE "pacchetti_modifiche" (
	"pacchetto_id" integer NOT NULL,
	"area" text NOT NULL,
	"modificabile" boolean DEFAULT false NOT NULL,
	"delta_giorni" integer,
	"causali" text DEFAULT '' NOT NULL,
	"causale_obbligatoria" boolean DEFAULT false NOT NULL,
	"flag_warning" boolean DEFAULT false NOT NULL,
	"messaggio_warning" text,
	"messaggio_todo" text,
	CONSTRAINT "pacchetti_modifiche_pacchetto_id_area_pk" PRIMARY KEY("pacchetto_id","area"),
	CONSTRAINT "pacchetti_modifiche_area" CHECK (area in ('chDate', 'chImportoViaggio', 'chNumeroAssicurati', 'chNomi'))
);
--> statement-breakpoint
ALTER TABLE "pacchetti" ADD COLUMN "solo_richiesta_modifica" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pacchetti_distributori" ADD COLUMN "solo_richiesta_modifica" boolean;--> statement-breakpoint
ALTER TABLE "pacchetti_distributori_modifiche" ADD CONSTRAINT "pacchetti_distributori_modifiche_offerta_fk" FOREIGN KEY ("pacchetto_id","distributore_id") REFERENCES "public"."pacchetti_distributori"("pacchetto_id","distributore_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pacchetti_modifiche" ADD CONSTRAINT "pacchetti_modifiche_pacchetto_id_pacchetti_id_fk" FOREIGN KEY ("pacchetto_id") REFERENCES "public"."pacchetti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand, as every new table needs (migration 0012, changeFeed.test.ts): its writes are named to the read caches.
CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pacchetti_modifiche" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();--> statement-breakpoint
CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pacchetti_distributori_modifiche" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();
