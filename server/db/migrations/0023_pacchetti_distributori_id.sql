ALTER TABLE "pacchetti_distributori" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pacchetti_distributori_id_idx" ON "pacchetti_distributori" USING btree ("id");