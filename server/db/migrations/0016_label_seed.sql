ALTER TABLE "labels" ADD COLUMN "testo_seed" text;--> statement-breakpoint
-- No screen has ever edited a label, so every text present came from the seed: mark it so, and the
-- next start brings the seed's changed wordings in.
UPDATE "labels" SET "testo_seed" = "testo";
