CREATE TABLE "chiavi_api" (
	"id" serial PRIMARY KEY NOT NULL,
	"distributore_id" integer NOT NULL,
	"prefisso" text NOT NULL,
	"hash" text NOT NULL,
	"descrizione" text NOT NULL,
	"creata_il" timestamp with time zone DEFAULT now() NOT NULL,
	"creata_da" integer,
	"revocata_il" timestamp with time zone,
	"revocata_da" integer,
	"ultimo_uso" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invii_xml" (
	"id" serial PRIMARY KEY NOT NULL,
	"distributore_id" integer NOT NULL,
	"chiave_id" integer NOT NULL,
	"ricevuto_il" timestamp with time zone DEFAULT now() NOT NULL,
	"esito" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chiavi_api" ADD CONSTRAINT "chiavi_api_distributore_id_distributori_id_fk" FOREIGN KEY ("distributore_id") REFERENCES "public"."distributori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chiavi_api" ADD CONSTRAINT "chiavi_api_creata_da_users_id_fk" FOREIGN KEY ("creata_da") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chiavi_api" ADD CONSTRAINT "chiavi_api_revocata_da_users_id_fk" FOREIGN KEY ("revocata_da") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invii_xml" ADD CONSTRAINT "invii_xml_distributore_id_distributori_id_fk" FOREIGN KEY ("distributore_id") REFERENCES "public"."distributori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invii_xml" ADD CONSTRAINT "invii_xml_chiave_id_chiavi_api_id_fk" FOREIGN KEY ("chiave_id") REFERENCES "public"."chiavi_api"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chiavi_api_prefisso_idx" ON "chiavi_api" USING btree ("prefisso");--> statement-breakpoint
CREATE INDEX "chiavi_api_distributore_idx" ON "chiavi_api" USING btree ("distributore_id");--> statement-breakpoint
CREATE INDEX "invii_xml_distributore_idx" ON "invii_xml" USING btree ("distributore_id");--> statement-breakpoint
CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "chiavi_api" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();--> statement-breakpoint
CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invii_xml" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();