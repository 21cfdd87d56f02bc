CREATE TABLE "sandbox_transazioni" (
	"cod_trans" text PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"importo_centesimi" bigint NOT NULL,
	"divisa" text NOT NULL,
	"stato" text NOT NULL,
	"cod_aut" text,
	"data" text,
	"orario" text,
	"url" text NOT NULL,
	"url_back" text NOT NULL,
	"url_post" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tentativi_pagamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"cod_trans" text NOT NULL,
	"distributore_id" integer NOT NULL,
	"user_id" integer,
	"impersonatore_id" integer,
	"tipo" text NOT NULL,
	"scopo" jsonb NOT NULL,
	"importo_centesimi" bigint NOT NULL,
	"divisa" text DEFAULT 'EUR' NOT NULL,
	"stato" text DEFAULT 'avviato' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scade_at" timestamp with time zone NOT NULL,
	"chiuso_at" timestamp with time zone,
	"chiuso_da" text,
	"esito_gateway" text,
	"cod_aut" text,
	CONSTRAINT "tentativi_pagamento_cod_trans_unique" UNIQUE("cod_trans"),
	CONSTRAINT "tentativi_pagamento_importo_positivo" CHECK (importo_centesimi > 0)
);
--> statement-breakpoint
ALTER TABLE "adesioni" ADD COLUMN "pagamento_tentativo_id" integer;--> statement-breakpoint
ALTER TABLE "pagamenti" ADD COLUMN "tentativo_id" integer;--> statement-breakpoint
ALTER TABLE "pagamenti" ADD COLUMN "codice_transazione" text;--> statement-breakpoint
ALTER TABLE "pagamenti" ADD COLUMN "codice_autorizzazione" text;--> statement-breakpoint
ALTER TABLE "tentativi_pagamento" ADD CONSTRAINT "tentativi_pagamento_distributore_id_distributori_id_fk" FOREIGN KEY ("distributore_id") REFERENCES "public"."distributori"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tentativi_pagamento" ADD CONSTRAINT "tentativi_pagamento_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tentativi_pagamento" ADD CONSTRAINT "tentativi_pagamento_impersonatore_id_users_id_fk" FOREIGN KEY ("impersonatore_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tentativi_pagamento_aperti_idx" ON "tentativi_pagamento" USING btree ("created_at") WHERE stato = 'avviato';--> statement-breakpoint
CREATE INDEX "tentativi_pagamento_distributore_idx" ON "tentativi_pagamento" USING btree ("distributore_id","created_at");--> statement-breakpoint
CREATE INDEX "pagamenti_tentativo_idx" ON "pagamenti" USING btree ("tentativo_id");