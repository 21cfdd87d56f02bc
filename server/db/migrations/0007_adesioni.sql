CREATE TABLE "acquisti" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"impersonatore_id" integer,
	"distributore_id" integer,
	"chiave" text,
	"risultato" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "distributori" ADD COLUMN "pagamento_all_acquisto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "adesioni" ADD COLUMN "commissioni_network" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "adesioni" ADD COLUMN "acquisto_id" integer;--> statement-breakpoint
ALTER TABLE "adesioni" ADD COLUMN "adesione_principale_id" integer;--> statement-breakpoint
ALTER TABLE "adesioni" ADD COLUMN "dichiarazione_id" integer;--> statement-breakpoint
ALTER TABLE "adesioni" ADD COLUMN "dati_aggiuntivi" jsonb;--> statement-breakpoint
ALTER TABLE "adesioni" ADD COLUMN "dati_extra" jsonb;--> statement-breakpoint
ALTER TABLE "acquisti" ADD CONSTRAINT "acquisti_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisti" ADD CONSTRAINT "acquisti_impersonatore_id_users_id_fk" FOREIGN KEY ("impersonatore_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquisti" ADD CONSTRAINT "acquisti_distributore_id_distributori_id_fk" FOREIGN KEY ("distributore_id") REFERENCES "public"."distributori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "acquisti_user_chiave_idx" ON "acquisti" USING btree ("user_id","chiave");--> statement-breakpoint
CREATE INDEX "acquisti_user_data_idx" ON "acquisti" USING btree ("user_id","created_at");--> statement-breakpoint
-- Policy numbers of purchases: one sequence for every distributor (the number carries the distributor's
-- code and the year); it starts above the demo history's per-distributor counters.
CREATE SEQUENCE "adesioni_numero_seq" START WITH 100001;
