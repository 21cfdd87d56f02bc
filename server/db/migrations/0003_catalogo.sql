CREATE TABLE "categorie" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"descrizione" text DEFAULT '' NOT NULL,
	"immagine" text,
	"classe_fronte" text DEFAULT '' NOT NULL,
	"classe_retro" text DEFAULT '' NOT NULL,
	"ordine" integer DEFAULT 0 NOT NULL,
	"attiva" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etichette_alloggio" (
	"id" integer PRIMARY KEY NOT NULL,
	"descrizione" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fasce_eta" (
	"id" serial PRIMARY KEY NOT NULL,
	"descrizione" text NOT NULL,
	"eta_min" integer NOT NULL,
	"eta_max" integer NOT NULL,
	"ordine" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gruppi_stato" (
	"codice" text PRIMARY KEY NOT NULL,
	"descrizione" text NOT NULL,
	"ordine" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nazionalita" (
	"codice" text PRIMARY KEY NOT NULL,
	"descrizione" text NOT NULL,
	"ordine" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pacchetti" (
	"id" serial PRIMARY KEY NOT NULL,
	"codice" text NOT NULL,
	"prodotto_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	"tipologia_polizza_id" integer NOT NULL,
	"etichetta_alloggio_id" integer,
	"nome" text NOT NULL,
	"descrizione_sintetica" text DEFAULT '' NOT NULL,
	"descrizione_estesa" text DEFAULT '' NOT NULL,
	"immagine" text,
	"tariffa" jsonb NOT NULL,
	"carica_immagine" boolean DEFAULT false NOT NULL,
	"abilita_dati_volo" boolean DEFAULT false NOT NULL,
	"solo_integrativa" boolean DEFAULT false NOT NULL,
	"attivo" boolean DEFAULT true NOT NULL,
	"ordine" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pacchetti_codice_unique" UNIQUE("codice")
);
--> statement-breakpoint
CREATE TABLE "pacchetti_complementari" (
	"pacchetto_id" integer NOT NULL,
	"complementare_id" integer NOT NULL,
	"obbligatoria" boolean DEFAULT false NOT NULL,
	"ordine" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pacchetti_complementari_pacchetto_id_complementare_id_pk" PRIMARY KEY("pacchetto_id","complementare_id")
);
--> statement-breakpoint
CREATE TABLE "pacchetti_distributori" (
	"pacchetto_id" integer NOT NULL,
	"distributore_id" integer NOT NULL,
	"tipo_commissione_id" smallint NOT NULL,
	"commissione" numeric(10, 2) NOT NULL,
	"tipo_commissione_ered_id" smallint,
	"commissione_ered" numeric(10, 2),
	CONSTRAINT "pacchetti_distributori_pacchetto_id_distributore_id_pk" PRIMARY KEY("pacchetto_id","distributore_id")
);
--> statement-breakpoint
CREATE TABLE "pacchetti_extra_info" (
	"pacchetto_id" integer NOT NULL,
	"label_id" smallint NOT NULL,
	"valore" text,
	CONSTRAINT "pacchetti_extra_info_pacchetto_id_label_id_pk" PRIMARY KEY("pacchetto_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "pacchetti_nazionalita" (
	"pacchetto_id" integer NOT NULL,
	"nazionalita_codice" text NOT NULL,
	CONSTRAINT "pacchetti_nazionalita_pacchetto_id_nazionalita_codice_pk" PRIMARY KEY("pacchetto_id","nazionalita_codice")
);
--> statement-breakpoint
CREATE TABLE "pacchetti_parametri" (
	"pacchetto_id" integer NOT NULL,
	"parametro_id" integer NOT NULL,
	"valore" numeric(14, 4),
	"valore_testo" text,
	CONSTRAINT "pacchetti_parametri_pacchetto_id_parametro_id_pk" PRIMARY KEY("pacchetto_id","parametro_id")
);
--> statement-breakpoint
CREATE TABLE "pacchetti_testi_carrello" (
	"pacchetto_id" integer NOT NULL,
	"tipo_id" smallint NOT NULL,
	"testo" text NOT NULL,
	CONSTRAINT "pacchetti_testi_carrello_pacchetto_id_tipo_id_pk" PRIMARY KEY("pacchetto_id","tipo_id")
);
--> statement-breakpoint
CREATE TABLE "parametri_confronto" (
	"id" serial PRIMARY KEY NOT NULL,
	"categoria" text NOT NULL,
	"nome" text NOT NULL,
	"field_type" smallint NOT NULL,
	"decimal_slot" smallint,
	"tipo_input_id" integer DEFAULT 0 NOT NULL,
	"ordine" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preferiti" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pacchetto_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prodotti" (
	"id" serial PRIMARY KEY NOT NULL,
	"fornitore_id" integer NOT NULL,
	"nome" text NOT NULL,
	"logo" text,
	"condizioni" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stati" (
	"codice" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"gruppo_codice" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipi_input" (
	"id" integer PRIMARY KEY NOT NULL,
	"codice" text NOT NULL,
	"descrizione" text NOT NULL,
	CONSTRAINT "tipi_input_codice_unique" UNIQUE("codice")
);
--> statement-breakpoint
CREATE TABLE "tipologie_polizza" (
	"id" integer PRIMARY KEY NOT NULL,
	"descrizione" text NOT NULL,
	"visibile" boolean DEFAULT true NOT NULL,
	"ordine" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pacchetti" ADD CONSTRAINT "pacchetti_prodotto_id_prodotti_id_fk" FOREIGN KEY ("prodotto_id") REFERENCES "public"."prodotti"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pacchetti" ADD CONSTRAINT "pacchetti_categoria_id_categorie_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorie"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pacchetti" ADD CONSTRAINT "pacchetti_tipologia_polizza_id_tipologie_polizza_id_fk" FOREIGN KEY ("tipologia_polizza_id") REFERENCES "public"."tipologie_polizza"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pacchetti" ADD CONSTRAINT "pacchetti_etichetta_alloggio_id_etichette_alloggio_id_fk" FOREIGN KEY ("etichetta_alloggio_id") REFERENCES "public"."etichette_alloggio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pacchetti_complementari" ADD CONSTRAINT "pacchetti_complementari_pacchetto_id_pacchetti_id_fk" FOREIGN KEY ("pacchetto_id") REFERENCES "public"."pacchetti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pacchetti_complementari" ADD CONSTRAINT "pacchetti_complementari_complementare_id_pacchetti_id_fk" FOREIGN KEY ("complementare_id") REFERENCES "public"."pacchetti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pacchetti_distributori" ADD CONSTRAINT "pacchetti_distributori_pacchetto_id_pacchetti_id_fk" FOREIGN KEY ("pacchetto_id") REFERENCES "public"."pacchetti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pacchetti_distributori" ADD CONSTRAINT "pacchetti_distributori_distributore_id_distributori_id_fk" FOREIGN KEY ("distributore_id") REFERENCES "public"."distributori"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pacchetti_extra_info" ADD CONSTRAINT "pacchetti_extra_info_pacchetto_id_pacchetti_id_fk" FOREIGN KEY ("pacchetto_id") REFERENCES "public"."pacchetti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pacchetti_nazionalita" ADD CONSTRAINT "pacchetti_nazionalita_pacchetto_id_pacchetti_id_fk" FOREIGN KEY ("pacchetto_id") REFERENCES "public"."pacchetti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pacchetti_nazionalita" ADD CONSTRAINT "pacchetti_nazionalita_nazionalita_codice_nazionalita_codice_fk" FOREIGN KEY ("nazionalita_codice") REFERENCES "public"."nazionalita"("codice") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pacchetti_parametri" ADD CONSTRAINT "pacchetti_parametri_pacchetto_id_pacchetti_id_fk" FOREIGN KEY ("pacchetto_id") REFERENCES "public"."pacchetti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pacchetti_parametri" ADD CONSTRAINT "pacchetti_parametri_parametro_id_parametri_confronto_id_fk" FOREIGN KEY ("parametro_id") REFERENCES "public"."parametri_confronto"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pacchetti_testi_carrello" ADD CONSTRAINT "pacchetti_testi_carrello_pacchetto_id_pacchetti_id_fk" FOREIGN KEY ("pacchetto_id") REFERENCES "public"."pacchetti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parametri_confronto" ADD CONSTRAINT "parametri_confronto_tipo_input_id_tipi_input_id_fk" FOREIGN KEY ("tipo_input_id") REFERENCES "public"."tipi_input"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferiti" ADD CONSTRAINT "preferiti_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferiti" ADD CONSTRAINT "preferiti_pacchetto_id_pacchetti_id_fk" FOREIGN KEY ("pacchetto_id") REFERENCES "public"."pacchetti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prodotti" ADD CONSTRAINT "prodotti_fornitore_id_fornitori_id_fk" FOREIGN KEY ("fornitore_id") REFERENCES "public"."fornitori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stati" ADD CONSTRAINT "stati_gruppo_codice_gruppi_stato_codice_fk" FOREIGN KEY ("gruppo_codice") REFERENCES "public"."gruppi_stato"("codice") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pacchetti_categoria_idx" ON "pacchetti" USING btree ("categoria_id");--> statement-breakpoint
CREATE INDEX "pacchetti_prodotto_idx" ON "pacchetti" USING btree ("prodotto_id");--> statement-breakpoint
CREATE INDEX "pacchetti_distributori_distributore_idx" ON "pacchetti_distributori" USING btree ("distributore_id");--> statement-breakpoint
CREATE UNIQUE INDEX "preferiti_user_pacchetto_idx" ON "preferiti" USING btree ("user_id","pacchetto_id");--> statement-breakpoint
CREATE INDEX "prodotti_fornitore_idx" ON "prodotti" USING btree ("fornitore_id");--> statement-breakpoint
CREATE INDEX "stati_gruppo_idx" ON "stati" USING btree ("gruppo_codice");