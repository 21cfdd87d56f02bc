CREATE TABLE "messaggi" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"testo" text NOT NULL,
	"origine" text NOT NULL,
	"mittente_id" integer,
	"creato_il" timestamp with time zone DEFAULT now() NOT NULL,
	"letto_il" timestamp with time zone,
	CONSTRAINT "messaggi_origine" CHECK ("messaggi"."origine" in ('pagamento', 'estratto', 'credito', 'modifica', 'registrazione', 'backoffice')),
	CONSTRAINT "messaggi_testo" CHECK (length("messaggi"."testo") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "messaggi" ADD CONSTRAINT "messaggi_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaggi" ADD CONSTRAINT "messaggi_mittente_id_users_id_fk" FOREIGN KEY ("mittente_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messaggi_user_idx" ON "messaggi" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "messaggi_non_letti_idx" ON "messaggi" USING btree ("user_id") WHERE "messaggi"."letto_il" is null;--> statement-breakpoint
-- Written by hand, as every new table needs (migration 0012, changeFeed.test.ts): its writes are named to the read caches.
CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "messaggi" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();
