CREATE TABLE "storico_permessi" (
	"id" serial PRIMARY KEY NOT NULL,
	"data" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"impersonatore_id" integer,
	"utente" text NOT NULL,
	"impersonatore" text,
	"ruolo_id" integer NOT NULL,
	"ruolo" text NOT NULL,
	"operazione" text NOT NULL,
	"permesso" text,
	"prima" text DEFAULT '' NOT NULL,
	"dopo" text DEFAULT '' NOT NULL,
	CONSTRAINT "storico_permessi_operazione" CHECK ("storico_permessi"."operazione" in ('permesso', 'creazione', 'rinomina', 'copia')),
	CONSTRAINT "storico_permessi_permesso" CHECK (("storico_permessi"."operazione" = 'permesso') = ("storico_permessi"."permesso" is not null))
);
--> statement-breakpoint
ALTER TABLE "storico_permessi" ADD CONSTRAINT "storico_permessi_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storico_permessi" ADD CONSTRAINT "storico_permessi_impersonatore_id_users_id_fk" FOREIGN KEY ("impersonatore_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storico_permessi" ADD CONSTRAINT "storico_permessi_ruolo_id_ruoli_id_fk" FOREIGN KEY ("ruolo_id") REFERENCES "public"."ruoli"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storico_permessi_ruolo_idx" ON "storico_permessi" USING btree ("ruolo_id","data");--> statement-breakpoint
CREATE INDEX "storico_permessi_data_idx" ON "storico_permessi" USING btree ("data");
--> statement-breakpoint
-- Written by hand, as every new table needs (migration 0012, changeFeed.test.ts): its writes are named to the read caches.
CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "storico_permessi" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();--> statement-breakpoint
-- Written by hand: the roles' history is evidence of who gave or took which rights, so it is written
-- once and kept (as the policies' change history, migration 0018).
CREATE FUNCTION storico_permessi_immutabile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER storico_permessi_no_update BEFORE UPDATE OR DELETE ON "storico_permessi"
  FOR EACH ROW EXECUTE FUNCTION storico_permessi_immutabile();--> statement-breakpoint
CREATE TRIGGER storico_permessi_no_truncate BEFORE TRUNCATE ON "storico_permessi"
  FOR EACH STATEMENT EXECUTE FUNCTION storico_permessi_immutabile();
