ALTER TABLE "partecipanti" ADD COLUMN "capogruppo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pratiche" ADD COLUMN "immagine_partecipanti_id" bigint;--> statement-breakpoint
ALTER TABLE "pratiche" ADD CONSTRAINT "pratiche_immagine_partecipanti_id_files_id_fk" FOREIGN KEY ("immagine_partecipanti_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pratiche_immagine_partecipanti_idx" ON "pratiche" USING btree ("immagine_partecipanti_id");