-- Written by hand (issue 28): BK_IMPOSTAZIONI_AVVISI was catalogued before the two permissions that
-- guard the routes were (BK_MESSAGGI for the bell's messages, BK_AVVISI for the popup notices), and
-- nothing ever checked it: a role granted it gained nothing, while the roles editor offered it as if
-- it did. It leaves the catalogue, and its grants with it (ruoli_permessi cascades); the history
-- (storico_permessi) keeps its rows, which name codes as text.
DELETE FROM "permessi" WHERE "codice" = 'BK_IMPOSTAZIONI_AVVISI';
