CREATE TABLE "movimenti_adesioni" (
	"id" serial PRIMARY KEY NOT NULL,
	"adesione_id" integer NOT NULL,
	"operazione_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"data" timestamp with time zone DEFAULT now() NOT NULL,
	"delta_premio" numeric(12, 2) DEFAULT '0' NOT NULL,
	"delta_premio_imposte" numeric(12, 2) DEFAULT '0' NOT NULL,
	"delta_commissioni" numeric(12, 2) DEFAULT '0' NOT NULL,
	"delta_commissioni_network" numeric(12, 2) DEFAULT '0' NOT NULL,
	"delta_da_pagare" numeric(12, 2) DEFAULT '0' NOT NULL,
	"modo" text NOT NULL,
	"credito_id" integer
);
--> statement-breakpoint
CREATE TABLE "adesioni_versioni" (
	"adesione_id" integer NOT NULL,
	"versione" integer NOT NULL,
	"dati" jsonb NOT NULL,
	"modifiche" jsonb,
	"operazione_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adesioni_versioni_adesione_id_versione_pk" PRIMARY KEY("adesione_id","versione")
);
--> statement-breakpoint
CREATE TABLE "richieste_modifica" (
	"operazione_id" uuid PRIMARY KEY NOT NULL,
	"adesione_id" integer NOT NULL,
	"richiesta" jsonb NOT NULL,
	"versione_base" integer NOT NULL,
	"user_id" integer NOT NULL,
	"impersonatore_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "storico_modifiche" DROP CONSTRAINT "storico_modifiche_tipo";--> statement-breakpoint
ALTER TABLE "pacchetti" ADD COLUMN "annullamento_giorni" integer;--> statement-breakpoint
ALTER TABLE "pacchetti" ADD COLUMN "annullamento_rimborso_tardivo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "adesioni" ADD COLUMN "versione" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "adesioni" ADD COLUMN "annullata_il" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "movimenti_adesioni" ADD CONSTRAINT "movimenti_adesioni_adesione_id_adesioni_id_fk" FOREIGN KEY ("adesione_id") REFERENCES "public"."adesioni"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimenti_adesioni" ADD CONSTRAINT "movimenti_adesioni_credito_id_crediti_id_fk" FOREIGN KEY ("credito_id") REFERENCES "public"."crediti"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adesioni_versioni" ADD CONSTRAINT "adesioni_versioni_adesione_id_adesioni_id_fk" FOREIGN KEY ("adesione_id") REFERENCES "public"."adesioni"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "richieste_modifica" ADD CONSTRAINT "richieste_modifica_adesione_id_adesioni_id_fk" FOREIGN KEY ("adesione_id") REFERENCES "public"."adesioni"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "richieste_modifica" ADD CONSTRAINT "richieste_modifica_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "richieste_modifica" ADD CONSTRAINT "richieste_modifica_impersonatore_id_users_id_fk" FOREIGN KEY ("impersonatore_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "movimenti_adesioni_operazione_idx" ON "movimenti_adesioni" USING btree ("operazione_id","adesione_id");--> statement-breakpoint
CREATE INDEX "movimenti_adesioni_adesione_idx" ON "movimenti_adesioni" USING btree ("adesione_id","data");--> statement-breakpoint
CREATE INDEX "richieste_modifica_adesione_idx" ON "richieste_modifica" USING btree ("adesione_id","created_at");--> statement-breakpoint
ALTER TABLE "pacchetti" ADD CONSTRAINT "pacchetti_annullamento" CHECK (("pacchetti"."annullamento_giorni" is null or "pacchetti"."annullamento_giorni" >= 0) and "pacchetti"."annullamento_rimborso_tardivo" between 0 and 100);--> statement-breakpoint
ALTER TABLE "storico_modifiche" ADD CONSTRAINT "storico_modifiche_tipo" CHECK (tipo_modifica in ('chDate', 'chImportoViaggio', 'chNumeroAssicurati', 'chNomi', 'annullamento'));--> statement-breakpoint
-- Written by hand, as every new table needs (migration 0012, changeFeed.test.ts): its writes are named to the read caches.
CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "movimenti_adesioni" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();--> statement-breakpoint
CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "richieste_modifica" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();--> statement-breakpoint
CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "adesioni_versioni" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();--> statement-breakpoint
-- Written by hand: the money of a change, a saved request and each certificate version are evidence of
-- what was sold and changed; written once and kept, as the change history (migration 0018).
CREATE TRIGGER movimenti_adesioni_no_update BEFORE UPDATE OR DELETE ON "movimenti_adesioni"
  FOR EACH ROW EXECUTE FUNCTION storico_modifiche_immutabile();--> statement-breakpoint
CREATE TRIGGER movimenti_adesioni_no_truncate BEFORE TRUNCATE ON "movimenti_adesioni"
  FOR EACH STATEMENT EXECUTE FUNCTION storico_modifiche_immutabile();--> statement-breakpoint
CREATE TRIGGER richieste_modifica_no_update BEFORE UPDATE OR DELETE ON "richieste_modifica"
  FOR EACH ROW EXECUTE FUNCTION storico_modifiche_immutabile();--> statement-breakpoint
CREATE TRIGGER richieste_modifica_no_truncate BEFORE TRUNCATE ON "richieste_modifica"
  FOR EACH STATEMENT EXECUTE FUNCTION storico_modifiche_immutabile();--> statement-breakpoint
CREATE TRIGGER adesioni_versioni_no_update BEFORE UPDATE OR DELETE ON "adesioni_versioni"
  FOR EACH ROW EXECUTE FUNCTION storico_modifiche_immutabile();--> statement-breakpoint
CREATE TRIGGER adesioni_versioni_no_truncate BEFORE TRUNCATE ON "adesioni_versioni"
  FOR EACH STATEMENT EXECUTE FUNCTION storico_modifiche_immutabile();
