CREATE TABLE "carrello_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"distributore_id" integer,
	"pacchetto_id" integer NOT NULL,
	"dati" jsonb NOT NULL,
	"totali" jsonb NOT NULL,
	"dichiarazione_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dichiarazioni_adeguatezza" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"impersonatore_id" integer,
	"distributore_id" integer,
	"pacchetto_id" integer NOT NULL,
	"adeguatezza" boolean NOT NULL,
	"check_polizza" boolean NOT NULL,
	"check_privacy" boolean NOT NULL,
	"versione_questionario" text NOT NULL,
	"testo_questionario" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pacchetti_ulteriori_dati" (
	"id" serial PRIMARY KEY NOT NULL,
	"pacchetto_id" integer NOT NULL,
	"descrizione" text NOT NULL,
	"tipo" text DEFAULT '' NOT NULL,
	"obbligatorio" boolean DEFAULT false NOT NULL,
	"ordine" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pacchetti" ADD COLUMN "richiede_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carrello_items" ADD CONSTRAINT "carrello_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrello_items" ADD CONSTRAINT "carrello_items_distributore_id_distributori_id_fk" FOREIGN KEY ("distributore_id") REFERENCES "public"."distributori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrello_items" ADD CONSTRAINT "carrello_items_pacchetto_id_pacchetti_id_fk" FOREIGN KEY ("pacchetto_id") REFERENCES "public"."pacchetti"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrello_items" ADD CONSTRAINT "carrello_items_dichiarazione_id_dichiarazioni_adeguatezza_id_fk" FOREIGN KEY ("dichiarazione_id") REFERENCES "public"."dichiarazioni_adeguatezza"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dichiarazioni_adeguatezza" ADD CONSTRAINT "dichiarazioni_adeguatezza_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dichiarazioni_adeguatezza" ADD CONSTRAINT "dichiarazioni_adeguatezza_impersonatore_id_users_id_fk" FOREIGN KEY ("impersonatore_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dichiarazioni_adeguatezza" ADD CONSTRAINT "dichiarazioni_adeguatezza_distributore_id_distributori_id_fk" FOREIGN KEY ("distributore_id") REFERENCES "public"."distributori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dichiarazioni_adeguatezza" ADD CONSTRAINT "dichiarazioni_adeguatezza_pacchetto_id_pacchetti_id_fk" FOREIGN KEY ("pacchetto_id") REFERENCES "public"."pacchetti"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pacchetti_ulteriori_dati" ADD CONSTRAINT "pacchetti_ulteriori_dati_pacchetto_id_pacchetti_id_fk" FOREIGN KEY ("pacchetto_id") REFERENCES "public"."pacchetti"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrello_items_user_idx" ON "carrello_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dichiarazioni_adeguatezza_user_idx" ON "dichiarazioni_adeguatezza" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pacchetti_ulteriori_dati_pacchetto_idx" ON "pacchetti_ulteriori_dati" USING btree ("pacchetto_id");--> statement-breakpoint
-- A demands-and-needs record is evidence of what the customer declared: it is written once and kept.
CREATE FUNCTION dichiarazioni_adeguatezza_immutabili() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'dichiarazioni_adeguatezza is append-only' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER dichiarazioni_adeguatezza_no_update BEFORE UPDATE OR DELETE ON "dichiarazioni_adeguatezza"
  FOR EACH ROW EXECUTE FUNCTION dichiarazioni_adeguatezza_immutabili();
