-- Written by hand (issue 28): a notice's versione rises by one whenever the text a user reads changes
-- (titolo, descrizione, the attached file, the link), whoever writes it (the admin routes, a list's
-- generic edit, SQL by hand), so a mode-1 or mode-2 notice dismissed or confirmed at the old version
-- shows again. Every update also stamps aggiornato_il.
CREATE FUNCTION avvisi_versione() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.titolo IS DISTINCT FROM OLD.titolo
     OR NEW.descrizione IS DISTINCT FROM OLD.descrizione
     OR NEW.file_id IS DISTINCT FROM OLD.file_id
     OR NEW.link IS DISTINCT FROM OLD.link THEN
    NEW.versione := OLD.versione + 1;
  ELSE
    NEW.versione := OLD.versione;
  END IF;
  NEW.aggiornato_il := now();
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER avvisi_versione BEFORE UPDATE ON "avvisi"
  FOR EACH ROW EXECUTE FUNCTION avvisi_versione();
