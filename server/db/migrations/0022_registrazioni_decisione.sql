ALTER TABLE "registrazioni_agenzia" ADD COLUMN "stato" text DEFAULT 'in_attesa' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrazioni_agenzia" ADD COLUMN "motivo_rifiuto" text;--> statement-breakpoint
ALTER TABLE "registrazioni_agenzia" ADD COLUMN "decisa_il" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrazioni_agenzia" ADD COLUMN "decisa_da" integer;--> statement-breakpoint
ALTER TABLE "registrazioni_agenzia" ADD CONSTRAINT "registrazioni_agenzia_decisa_da_users_id_fk" FOREIGN KEY ("decisa_da") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- custom: registrations whose distributor was already activated by hand count as approved.
UPDATE "registrazioni_agenzia" r SET "stato" = 'approvata' FROM "distributori" d WHERE d."id" = r."distributore_id" AND d."stato" <> 'in_attesa';
