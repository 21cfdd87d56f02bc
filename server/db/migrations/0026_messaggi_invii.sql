CREATE TABLE "messaggi_invii" (
	"id" serial PRIMARY KEY NOT NULL,
	"inviato_il" timestamp with time zone DEFAULT now() NOT NULL,
	"mittente_id" integer,
	"mittente" text NOT NULL,
	"pubblico" text NOT NULL,
	"utente_id" integer,
	"distributore_id" integer,
	"tipo_distributore" text,
	"destinatario" text NOT NULL,
	"testo" text NOT NULL,
	"destinatari" integer NOT NULL,
	CONSTRAINT "messaggi_invii_pubblico" CHECK ("messaggi_invii"."pubblico" in ('utente', 'distributore', 'tipo')),
	CONSTRAINT "messaggi_invii_tipo" CHECK ("messaggi_invii"."tipo_distributore" is null or "messaggi_invii"."tipo_distributore" in ('agenziadettagliante', 'touroperator', 'network')),
	CONSTRAINT "messaggi_invii_testo" CHECK (length("messaggi_invii"."testo") between 1 and 2000),
	CONSTRAINT "messaggi_invii_destinatari" CHECK ("messaggi_invii"."destinatari" >= 1)
);
--> statement-breakpoint
ALTER TABLE "messaggi" ADD COLUMN "invio_id" integer;--> statement-breakpoint
ALTER TABLE "messaggi_invii" ADD CONSTRAINT "messaggi_invii_mittente_id_users_id_fk" FOREIGN KEY ("mittente_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaggi_invii" ADD CONSTRAINT "messaggi_invii_utente_id_users_id_fk" FOREIGN KEY ("utente_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaggi_invii" ADD CONSTRAINT "messaggi_invii_distributore_id_distributori_id_fk" FOREIGN KEY ("distributore_id") REFERENCES "public"."distributori"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messaggi_invii_inviato_idx" ON "messaggi_invii" USING btree ("inviato_il");--> statement-breakpoint
ALTER TABLE "messaggi" ADD CONSTRAINT "messaggi_invio_id_messaggi_invii_id_fk" FOREIGN KEY ("invio_id") REFERENCES "public"."messaggi_invii"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messaggi_invio_idx" ON "messaggi" USING btree ("invio_id") WHERE "messaggi"."invio_id" is not null;--> statement-breakpoint
-- Written by hand, as every new table needs (migration 0012, changeFeed.test.ts): its writes are named to the read caches.
CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "messaggi_invii" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();
