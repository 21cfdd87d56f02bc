ALTER TABLE "ruoli" ADD COLUMN "attributi" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Databases seeded before this column existed: the demo roles get the user types they are meant for.
UPDATE "ruoli" SET "attributi" = ARRAY['ALL'] WHERE "back_office" OR "super_admin";--> statement-breakpoint
UPDATE "ruoli" SET "attributi" = ARRAY['distributore_agenziadettagliante'] WHERE "descrizione" = 'Agenzia dettagliante';--> statement-breakpoint
UPDATE "ruoli" SET "attributi" = ARRAY['distributore_agenziadettagliante','distributore_touroperator'] WHERE "descrizione" = 'Operatore di agenzia';--> statement-breakpoint
UPDATE "ruoli" SET "attributi" = ARRAY['distributore_touroperator'] WHERE "descrizione" = 'Tour operator';--> statement-breakpoint
UPDATE "ruoli" SET "attributi" = ARRAY['distributore_network'] WHERE "descrizione" = 'Network';--> statement-breakpoint
UPDATE "ruoli" SET "attributi" = ARRAY['fornitore'] WHERE "descrizione" = 'Fornitore';--> statement-breakpoint
UPDATE "ruoli" SET "attributi" = ARRAY['commerciale'] WHERE "descrizione" = 'Commerciale';
