CREATE TABLE "avvisi" (
	"id" serial PRIMARY KEY NOT NULL,
	"versione" integer DEFAULT 1 NOT NULL,
	"titolo" text NOT NULL,
	"descrizione" text DEFAULT '' NOT NULL,
	"file_id" bigint,
	"link" text,
	"tipo_visualizzazione" integer NOT NULL,
	"modalita_visualizzazione" integer DEFAULT 1 NOT NULL,
	"posizione_apertura" integer NOT NULL,
	"id_prodotto" integer,
	"id_polizza" integer,
	"pubblico" text DEFAULT 'tutti' NOT NULL,
	"tipi_distributore" text[] DEFAULT '{}'::text[] NOT NULL,
	"valido_dal" timestamp with time zone,
	"valido_al" timestamp with time zone,
	"attivo" boolean DEFAULT true NOT NULL,
	"creato_da" integer,
	"creato_il" timestamp with time zone DEFAULT now() NOT NULL,
	"aggiornato_il" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avvisi_tipo" CHECK ("avvisi"."tipo_visualizzazione" between 1 and 3),
	CONSTRAINT "avvisi_modalita" CHECK ("avvisi"."modalita_visualizzazione" between 1 and 2),
	CONSTRAINT "avvisi_posizione" CHECK ("avvisi"."posizione_apertura" between 1 and 4),
	CONSTRAINT "avvisi_pubblico" CHECK ("avvisi"."pubblico" in ('tutti', 'tipi', 'distributori')),
	CONSTRAINT "avvisi_validita" CHECK ("avvisi"."valido_al" is null or "avvisi"."valido_dal" is null or "avvisi"."valido_al" > "avvisi"."valido_dal"),
	CONSTRAINT "avvisi_versione" CHECK ("avvisi"."versione" >= 1)
);
--> statement-breakpoint
CREATE TABLE "avvisi_distributori" (
	"avviso_id" integer NOT NULL,
	"distributore_id" integer NOT NULL,
	CONSTRAINT "avvisi_distributori_avviso_id_distributore_id_pk" PRIMARY KEY("avviso_id","distributore_id")
);
--> statement-breakpoint
CREATE TABLE "avvisi_letture" (
	"id" serial PRIMARY KEY NOT NULL,
	"avviso_id" integer NOT NULL,
	"versione" integer NOT NULL,
	"user_id" integer NOT NULL,
	"impersonatore_id" integer,
	"azione" text NOT NULL,
	"data" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avvisi_letture_azione" CHECK ("avvisi_letture"."azione" in ('conferma', 'nonmostrarepiu'))
);
--> statement-breakpoint
ALTER TABLE "avvisi" ADD CONSTRAINT "avvisi_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avvisi" ADD CONSTRAINT "avvisi_id_prodotto_prodotti_id_fk" FOREIGN KEY ("id_prodotto") REFERENCES "public"."prodotti"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avvisi" ADD CONSTRAINT "avvisi_id_polizza_pacchetti_id_fk" FOREIGN KEY ("id_polizza") REFERENCES "public"."pacchetti"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avvisi" ADD CONSTRAINT "avvisi_creato_da_users_id_fk" FOREIGN KEY ("creato_da") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avvisi_distributori" ADD CONSTRAINT "avvisi_distributori_avviso_id_avvisi_id_fk" FOREIGN KEY ("avviso_id") REFERENCES "public"."avvisi"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avvisi_distributori" ADD CONSTRAINT "avvisi_distributori_distributore_id_distributori_id_fk" FOREIGN KEY ("distributore_id") REFERENCES "public"."distributori"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avvisi_letture" ADD CONSTRAINT "avvisi_letture_avviso_id_avvisi_id_fk" FOREIGN KEY ("avviso_id") REFERENCES "public"."avvisi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avvisi_letture" ADD CONSTRAINT "avvisi_letture_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avvisi_letture" ADD CONSTRAINT "avvisi_letture_impersonatore_id_users_id_fk" FOREIGN KEY ("impersonatore_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avvisi_posizione_idx" ON "avvisi" USING btree ("posizione_apertura");--> statement-breakpoint
CREATE INDEX "avvisi_letture_user_idx" ON "avvisi_letture" USING btree ("user_id","avviso_id","versione");--> statement-breakpoint
CREATE INDEX "avvisi_letture_avviso_idx" ON "avvisi_letture" USING btree ("avviso_id","data");--> statement-breakpoint
-- Written by hand, as every new table needs (migration 0012, changeFeed.test.ts): its writes are named to the read caches.
CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "avvisi" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();--> statement-breakpoint
CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "avvisi_distributori" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();--> statement-breakpoint
CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "avvisi_letture" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();--> statement-breakpoint
-- Written by hand: who confirmed which version is evidence, written once and kept (as storico_permessi, migration 0020).
CREATE FUNCTION avvisi_letture_immutabile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER avvisi_letture_no_update BEFORE UPDATE OR DELETE ON "avvisi_letture"
  FOR EACH ROW EXECUTE FUNCTION avvisi_letture_immutabile();--> statement-breakpoint
CREATE TRIGGER avvisi_letture_no_truncate BEFORE TRUNCATE ON "avvisi_letture"
  FOR EACH STATEMENT EXECUTE FUNCTION avvisi_letture_immutabile();
