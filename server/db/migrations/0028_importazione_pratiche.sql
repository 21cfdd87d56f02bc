CREATE TABLE "importazioni_pratiche" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"impersonatore_id" integer,
	"distributore_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"tipo_esecuzione" integer NOT NULL,
	"stato" text DEFAULT 'inCoda' NOT NULL,
	"totale_pratiche" integer NOT NULL,
	"elaborate" integer DEFAULT 0 NOT NULL,
	"pratiche" jsonb NOT NULL,
	"esito" jsonb,
	"ip" text,
	"origine" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pratiche_importate" (
	"id" serial PRIMARY KEY NOT NULL,
	"distributore_id" integer NOT NULL,
	"pacchetto_id" integer NOT NULL,
	"riferimento_pratica" text NOT NULL,
	"importazione_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "distributori" ADD COLUMN "importazione_emette" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "importazioni_pratiche" ADD CONSTRAINT "importazioni_pratiche_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importazioni_pratiche" ADD CONSTRAINT "importazioni_pratiche_distributore_id_distributori_id_fk" FOREIGN KEY ("distributore_id") REFERENCES "public"."distributori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pratiche_importate" ADD CONSTRAINT "pratiche_importate_distributore_id_distributori_id_fk" FOREIGN KEY ("distributore_id") REFERENCES "public"."distributori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pratiche_importate" ADD CONSTRAINT "pratiche_importate_pacchetto_id_pacchetti_id_fk" FOREIGN KEY ("pacchetto_id") REFERENCES "public"."pacchetti"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "importazioni_pratiche_user_idx" ON "importazioni_pratiche" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pratiche_importate_chiave_idx" ON "pratiche_importate" USING btree ("distributore_id","pacchetto_id","riferimento_pratica");--> statement-breakpoint
CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "importazioni_pratiche" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();--> statement-breakpoint
CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pratiche_importate" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();
