CREATE TABLE "installazione" (
	"chiave" text PRIMARY KEY NOT NULL,
	"valore" text NOT NULL,
	"aggiornato_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Written by hand, as every new table needs (migration 0012, changeFeed.test.ts): its writes are named to the read caches.
CREATE TRIGGER "notifica_modifica" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "installazione" FOR EACH STATEMENT EXECUTE FUNCTION "notifica_modifica"();
