CREATE TABLE "storico_modifiche" (
	"id" serial PRIMARY KEY NOT NULL,
	"adesione_id" integer NOT NULL,
	"operazione_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tipo_modifica" text NOT NULL,
	"valore_originale" text,
	"valore_modificato" text,
	"flag_warning" boolean DEFAULT false NOT NULL,
	"causale" text,
	"richiesta_modifica" boolean DEFAULT false NOT NULL,
	"data_modifica" timestamp with time zone,
	"data_operazione" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"impersonatore_id" integer,
	CONSTRAINT "storico_modifiche_tipo" CHECK (tipo_modifica in ('chDate', 'chImportoViaggio', 'chNumeroAssicurati', 'chNomi')),
	CONSTRAINT "storico_modifiche_data" CHECK (("storico_modifiche"."richiesta_modifica" and "storico_modifiche"."data_modifica" is null) or (not "storico_modifiche"."richiesta_modifica" and "storico_modifiche"."data_modifica" is not null))
);
--> statement-breakpoint
CREATE TABLE "storico_modifiche_esiti" (
	"storico_modifica_id" integer PRIMARY KEY NOT NULL,
	"esito" text NOT NULL,
	"motivo_rifiuto" text,
	"data_esito" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"impersonatore_id" integer,
	CONSTRAINT "storico_modifiche_esiti_esito" CHECK ("storico_modifiche_esiti"."esito" in ('modificaEffettuata', 'modificaRifiutata')),
	CONSTRAINT "storico_modifiche_esiti_motivo" CHECK ("storico_modifiche_esiti"."esito" = 'modificaEffettuata' or ("storico_modifiche_esiti"."motivo_rifiuto" is not null and btrim("storico_modifiche_esiti"."motivo_rifiuto") <> ''))
);
--> statement-breakpoint
ALTER TABLE "storico_modifiche" ADD CONSTRAINT "storico_modifiche_adesione_id_adesioni_id_fk" FOREIGN KEY ("adesione_id") REFERENCES "public"."adesioni"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storico_modifiche" ADD CONSTRAINT "storico_modifiche_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storico_modifiche" ADD CONSTRAINT "storico_modifiche_impersonatore_id_users_id_fk" FOREIGN KEY ("impersonatore_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storico_modifiche_esiti" ADD CONSTRAINT "storico_modifiche_esiti_storico_modifica_id_storico_modifiche_id_fk" FOREIGN KEY ("storico_modifica_id") REFERENCES "public"."storico_modifiche"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storico_modifiche_esiti" ADD CONSTRAINT "storico_modifiche_esiti_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storico_modifiche_esiti" ADD CONSTRAINT "storico_modifiche_esiti_impersonatore_id_users_id_fk" FOREIGN KEY ("impersonatore_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storico_modifiche_adesione_idx" ON "storico_modifiche" USING btree ("adesione_id","data_operazione");--> statement-breakpoint
CREATE UNIQUE INDEX "storico_modifiche_operazione_area_idx" ON "storico_modifiche" USING btree ("operazione_id","tipo_modifica");--> statement-breakpoint
-- Written by hand, as every new table needs (migration 0012, changeFeed.test.ts): its writes are named to the read caches.
CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "storico_modifiche" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();--> statement-breakpoint
CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "storico_modifiche_esiti" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();--> statement-breakpoint
-- Written by hand: a policy's change history is evidence of what was changed, by whom and why, so it is
-- written once and kept (as the demands-and-needs record, migration 0006). A request's outcome is a
-- row of its own, also written once: its key is the request's row, so a request is decided only once.
CREATE FUNCTION storico_modifiche_immutabile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER storico_modifiche_no_update BEFORE UPDATE OR DELETE ON "storico_modifiche"
  FOR EACH ROW EXECUTE FUNCTION storico_modifiche_immutabile();--> statement-breakpoint
CREATE TRIGGER storico_modifiche_no_truncate BEFORE TRUNCATE ON "storico_modifiche"
  FOR EACH STATEMENT EXECUTE FUNCTION storico_modifiche_immutabile();--> statement-breakpoint
CREATE TRIGGER storico_modifiche_esiti_no_update BEFORE UPDATE OR DELETE ON "storico_modifiche_esiti"
  FOR EACH ROW EXECUTE FUNCTION storico_modifiche_immutabile();--> statement-breakpoint
CREATE TRIGGER storico_modifiche_esiti_no_truncate BEFORE TRUNCATE ON "storico_modifiche_esiti"
  FOR EACH STATEMENT EXECUTE FUNCTION storico_modifiche_immutabile();--> statement-breakpoint
-- Only a request has an outcome.
CREATE FUNCTION storico_modifiche_esito_di_richiesta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM storico_modifiche s WHERE s.id = NEW.storico_modifica_id AND s.richiesta_modifica) THEN
    RAISE EXCEPTION 'storico_modifiche_esiti: row % is not a change request', NEW.storico_modifica_id USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER storico_modifiche_esiti_di_richiesta BEFORE INSERT ON "storico_modifiche_esiti"
  FOR EACH ROW EXECUTE FUNCTION storico_modifiche_esito_di_richiesta();
