-- Trigrams for the grids' "contiene" filter; a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "adesioni_contraente_trgm_idx" ON "adesioni" USING gin ("contraente" gin_trgm_ops);