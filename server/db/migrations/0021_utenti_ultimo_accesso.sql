ALTER TABLE "users" ADD COLUMN "ultimo_accesso" timestamp with time zone;--> statement-breakpoint
-- Written by hand: the last sign-in of users who signed in before the column existed, from their
-- own sessions (not those back office opened as them).
UPDATE "users" SET "ultimo_accesso" = s.ultimo
  FROM (SELECT user_id, max(created_at) AS ultimo FROM sessions WHERE impersonator_id IS NULL GROUP BY user_id) s
  WHERE s.user_id = "users".id;
