CREATE TABLE "anagrafiche" (
	"id" serial PRIMARY KEY NOT NULL,
	"ragione_sociale" text NOT NULL,
	"email" text,
	"email2" text,
	"email3" text,
	"telefono" text,
	"fax" text,
	"indirizzo" text,
	"localita" text,
	"codice_provincia" text,
	"cap" text,
	"banner_hp_interna" text,
	"partita_iva" text,
	"codice_fiscale" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"impersonator_id" integer,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "commerciali_distributori" (
	"user_id" integer NOT NULL,
	"distributore_id" integer NOT NULL,
	CONSTRAINT "commerciali_distributori_user_id_distributore_id_pk" PRIMARY KEY("user_id","distributore_id")
);
--> statement-breakpoint
CREATE TABLE "distributori" (
	"id" serial PRIMARY KEY NOT NULL,
	"codice" text NOT NULL,
	"tipo" text NOT NULL,
	"network_id" integer,
	"anagrafica_id" integer NOT NULL,
	"stato" text DEFAULT 'attivo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distributori_codice_unique" UNIQUE("codice")
);
--> statement-breakpoint
CREATE TABLE "fornitori" (
	"id" serial PRIMARY KEY NOT NULL,
	"codice" text NOT NULL,
	"anagrafica_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fornitori_codice_unique" UNIQUE("codice")
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"culture" text NOT NULL,
	"chiave" text NOT NULL,
	"testo" text NOT NULL,
	CONSTRAINT "labels_culture_chiave_pk" PRIMARY KEY("culture","chiave")
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "one_time_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "permessi" (
	"codice" text PRIMARY KEY NOT NULL,
	"descrizione" text NOT NULL,
	"gruppo" text NOT NULL,
	"back_office" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"azione_singola" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ruoli" (
	"id" serial PRIMARY KEY NOT NULL,
	"descrizione" text NOT NULL,
	"super_admin" boolean DEFAULT false NOT NULL,
	"back_office" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ruoli_descrizione_unique" UNIQUE("descrizione")
);
--> statement-breakpoint
CREATE TABLE "ruoli_permessi" (
	"ruolo_id" integer NOT NULL,
	"codice" text NOT NULL,
	"azioni" text NOT NULL,
	CONSTRAINT "ruoli_permessi_ruolo_id_codice_pk" PRIMARY KEY("ruolo_id","codice")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"impersonator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"ruolo_id" integer NOT NULL,
	"anagrafica_id" integer,
	"distributore_id" integer,
	"fornitore_id" integer,
	"back_office" boolean DEFAULT false NOT NULL,
	"web" boolean DEFAULT false NOT NULL,
	"attributi" text[] DEFAULT '{}'::text[] NOT NULL,
	"must_pay" boolean DEFAULT false NOT NULL,
	"segnalazione_pagamento_fine_mese" boolean DEFAULT false NOT NULL,
	"default_language" text DEFAULT 'it-IT' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"email_confirmed" boolean DEFAULT true NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commerciali_distributori" ADD CONSTRAINT "commerciali_distributori_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commerciali_distributori" ADD CONSTRAINT "commerciali_distributori_distributore_id_distributori_id_fk" FOREIGN KEY ("distributore_id") REFERENCES "public"."distributori"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distributori" ADD CONSTRAINT "distributori_anagrafica_id_anagrafiche_id_fk" FOREIGN KEY ("anagrafica_id") REFERENCES "public"."anagrafiche"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fornitori" ADD CONSTRAINT "fornitori_anagrafica_id_anagrafiche_id_fk" FOREIGN KEY ("anagrafica_id") REFERENCES "public"."anagrafiche"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruoli_permessi" ADD CONSTRAINT "ruoli_permessi_ruolo_id_ruoli_id_fk" FOREIGN KEY ("ruolo_id") REFERENCES "public"."ruoli"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruoli_permessi" ADD CONSTRAINT "ruoli_permessi_codice_permessi_codice_fk" FOREIGN KEY ("codice") REFERENCES "public"."permessi"("codice") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_ruolo_id_ruoli_id_fk" FOREIGN KEY ("ruolo_id") REFERENCES "public"."ruoli"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_anagrafica_id_anagrafiche_id_fk" FOREIGN KEY ("anagrafica_id") REFERENCES "public"."anagrafiche"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_distributore_id_distributori_id_fk" FOREIGN KEY ("distributore_id") REFERENCES "public"."distributori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_fornitore_id_fornitori_id_fk" FOREIGN KEY ("fornitore_id") REFERENCES "public"."fornitori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "distributori_network_idx" ON "distributori" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_idx" ON "one_time_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));