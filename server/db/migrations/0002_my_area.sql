CREATE TABLE "adesioni" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_guid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"numero" text NOT NULL,
	"pratica_id" integer NOT NULL,
	"pacchetto_id" integer,
	"pacchetto" text NOT NULL,
	"pacchetto_codice" text NOT NULL,
	"categoria" text,
	"fornitore_id" integer NOT NULL,
	"distributore_id" integer NOT NULL,
	"user_id" integer,
	"data_acquisto" timestamp with time zone NOT NULL,
	"inizio_viaggio" date NOT NULL,
	"fine_viaggio" date NOT NULL,
	"destinazione" text,
	"nazionalita" text,
	"numero_partecipanti" integer NOT NULL,
	"riferimento_pratica" text,
	"contraente" text,
	"totale_premio" numeric(12, 2) DEFAULT '0' NOT NULL,
	"totale_premio_imposte" numeric(12, 2) DEFAULT '0' NOT NULL,
	"commissioni" numeric(12, 2) DEFAULT '0' NOT NULL,
	"commissioni_commerciale" numeric(12, 2) DEFAULT '0' NOT NULL,
	"totale_premio_da_pagare" numeric(12, 2) DEFAULT '0' NOT NULL,
	"totale_ritenuta" numeric(12, 2) DEFAULT '0' NOT NULL,
	"acquistata_con_credito" boolean DEFAULT false NOT NULL,
	"stato" text DEFAULT 'emessa' NOT NULL,
	"ricerca" "tsvector" GENERATED ALWAYS AS (to_tsvector('italian'::regconfig, coalesce(contraente, '') || ' ' || coalesce(riferimento_pratica, '') || ' ' || numero)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adesioni_item_guid_unique" UNIQUE("item_guid"),
	CONSTRAINT "adesioni_numero_unique" UNIQUE("numero")
);
--> statement-breakpoint
CREATE TABLE "crediti" (
	"id" serial PRIMARY KEY NOT NULL,
	"distributore_id" integer NOT NULL,
	"data" timestamp with time zone NOT NULL,
	"causale" text NOT NULL,
	"importo" numeric(12, 2) DEFAULT '0' NOT NULL,
	"residuo" numeric(12, 2) DEFAULT '0' NOT NULL,
	"adesione_id" integer
);
--> statement-breakpoint
CREATE TABLE "estratti_conto" (
	"id" serial PRIMARY KEY NOT NULL,
	"distributore_id" integer NOT NULL,
	"tipo" text DEFAULT 'agenzia' NOT NULL,
	"numero" text NOT NULL,
	"periodo" date NOT NULL,
	"data_emissione" date NOT NULL,
	"scadenza" date NOT NULL,
	"numero_polizze" integer DEFAULT 0 NOT NULL,
	"importo" numeric(12, 2) DEFAULT '0' NOT NULL,
	"stato" text NOT NULL,
	"inviato" boolean DEFAULT false NOT NULL,
	"data_invio" timestamp with time zone,
	"sollecito" boolean DEFAULT false NOT NULL,
	"data_sollecito" timestamp with time zone,
	CONSTRAINT "estratti_conto_numero_unique" UNIQUE("numero")
);
--> statement-breakpoint
CREATE TABLE "pagamenti" (
	"id" serial PRIMARY KEY NOT NULL,
	"distributore_id" integer NOT NULL,
	"user_id" integer,
	"estratto_conto_id" integer,
	"data" timestamp with time zone NOT NULL,
	"importo" numeric(12, 2) DEFAULT '0' NOT NULL,
	"metodo" text NOT NULL,
	"esito" text NOT NULL,
	"riferimento" text
);
--> statement-breakpoint
CREATE TABLE "partecipanti" (
	"id" serial PRIMARY KEY NOT NULL,
	"pratica_id" integer NOT NULL,
	"ordine" integer NOT NULL,
	"cognome" text NOT NULL,
	"nome" text NOT NULL,
	"codice_fiscale" text,
	"data_nascita" date,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "pratiche" (
	"id" serial PRIMARY KEY NOT NULL,
	"distributore_id" integer NOT NULL,
	"user_id" integer,
	"riferimento_pratica" text,
	"inizio_viaggio" date NOT NULL,
	"fine_viaggio" date NOT NULL,
	"importo_viaggio" numeric(12, 2),
	"numero_partecipanti" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adesioni" ADD CONSTRAINT "adesioni_pratica_id_pratiche_id_fk" FOREIGN KEY ("pratica_id") REFERENCES "public"."pratiche"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adesioni" ADD CONSTRAINT "adesioni_fornitore_id_fornitori_id_fk" FOREIGN KEY ("fornitore_id") REFERENCES "public"."fornitori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adesioni" ADD CONSTRAINT "adesioni_distributore_id_distributori_id_fk" FOREIGN KEY ("distributore_id") REFERENCES "public"."distributori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adesioni" ADD CONSTRAINT "adesioni_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crediti" ADD CONSTRAINT "crediti_distributore_id_distributori_id_fk" FOREIGN KEY ("distributore_id") REFERENCES "public"."distributori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crediti" ADD CONSTRAINT "crediti_adesione_id_adesioni_id_fk" FOREIGN KEY ("adesione_id") REFERENCES "public"."adesioni"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estratti_conto" ADD CONSTRAINT "estratti_conto_distributore_id_distributori_id_fk" FOREIGN KEY ("distributore_id") REFERENCES "public"."distributori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamenti" ADD CONSTRAINT "pagamenti_distributore_id_distributori_id_fk" FOREIGN KEY ("distributore_id") REFERENCES "public"."distributori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamenti" ADD CONSTRAINT "pagamenti_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamenti" ADD CONSTRAINT "pagamenti_estratto_conto_id_estratti_conto_id_fk" FOREIGN KEY ("estratto_conto_id") REFERENCES "public"."estratti_conto"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partecipanti" ADD CONSTRAINT "partecipanti_pratica_id_pratiche_id_fk" FOREIGN KEY ("pratica_id") REFERENCES "public"."pratiche"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pratiche" ADD CONSTRAINT "pratiche_distributore_id_distributori_id_fk" FOREIGN KEY ("distributore_id") REFERENCES "public"."distributori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pratiche" ADD CONSTRAINT "pratiche_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adesioni_distributore_data_idx" ON "adesioni" USING btree ("distributore_id","data_acquisto","id");--> statement-breakpoint
CREATE INDEX "adesioni_fornitore_data_idx" ON "adesioni" USING btree ("fornitore_id","data_acquisto","id");--> statement-breakpoint
CREATE INDEX "adesioni_data_idx" ON "adesioni" USING btree ("data_acquisto","id");--> statement-breakpoint
CREATE INDEX "adesioni_pratica_idx" ON "adesioni" USING btree ("pratica_id");--> statement-breakpoint
CREATE INDEX "adesioni_ricerca_idx" ON "adesioni" USING gin ("ricerca");--> statement-breakpoint
CREATE INDEX "crediti_distributore_data_idx" ON "crediti" USING btree ("distributore_id","data");--> statement-breakpoint
CREATE INDEX "estratti_conto_distributore_periodo_idx" ON "estratti_conto" USING btree ("distributore_id","periodo");--> statement-breakpoint
CREATE INDEX "pagamenti_distributore_data_idx" ON "pagamenti" USING btree ("distributore_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "partecipanti_pratica_ordine_idx" ON "partecipanti" USING btree ("pratica_id","ordine");--> statement-breakpoint
CREATE INDEX "pratiche_distributore_idx" ON "pratiche" USING btree ("distributore_id");