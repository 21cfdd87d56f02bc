import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { labelFileProblems, labelRows } from '../../db/seed/labels';
import { enGB, itIT } from '../../../schemas/catalogues/labelTexts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Italian texts the specs quote for the UI, each of which must be the text of some it-IT label. */
const QUOTED_BY_SPEC = [
  'Nessun dato presente',
  'NO PERMISSIONS',
  'Request ERROR',
  'Area di partenza',
  'Trova Polizze',
  'Inserisci i dati per scoprire le polizze adatte al viaggio',
  'Preventivatore',
  'Scopri la polizza più adatta alle tue esigenze',
  '(* Campo obbligatorio)',
  'Modifica',
  'Importo Viaggio a Persona',
  'Area di Residenza',
  'Prodotti Preferiti',
  'preferiti',
  '--',
  '..... €',
  'Seleziona',
  'Info',
  'Termini e Condizioni',
  'Vedi Garanzie',
  'Cancella selezione',
  'Illimitato',
  'Preventivo',
  'totale per persona',
  '{product} CONSIGLIA',
  'Leggi di più',
  'Prosegui con gli acquisti',
  'Partecipante n',
  'Capogruppo',
  'Cancella dati inseriti',
  'Rimuovi File',
  'Documento Singolo: Ottieni un documento per ogni nominativo viaggiatore inserito',
  'Attenzione: se si seleziona questa casella si genererà una pratica per ogni partecipante inserito',
  'Nessun Volo Selezionato',
  'SELEZIONA VOLO',
  'Seleziona volo',
  'Premio Totale',
  'Commissioni',
  'Da pagare',
  'Seleziona altre Polizze',
  'Acquista',
  'Svuotare il carrello?',
  'MODIFICA',
  'ELIMINA',
  'ERRORE PARTECIPANTI',
  'Riepilogo acquisto',
  'Grazie per il tuo acquisto',
  'Paga le restanti polizze',
  'Modello nominativi divisi per riga',
  'Modello nominativi su unica riga',
  'Nessun messaggio presente',
  'Scarica certificato assicurativo',
  'Polizza acquistata con il credito disponibile',
  'Non modificabile',
  'Eliminare prodotto?',
  '{n} Polizze aggiunte al carrello.',
  'Vai al carrello',
  'Polizze generate: {n}',
  'Data Inizio Viaggio richiesta',
  'Data Fine Viaggio richiesta',
  'Destinazione richiesta',
  'Età richiesta',
  'Numero Partecipanti richiesto',
  'Importo Viaggio richiesto',
  'Non è possibile selezionare più di 4 prodotti per il confronto',
  'ATTENZIONE',
  'Selezionare almeno un prodotto',
  'Verificare il file caricato: non risultano partecipanti presenti al suo interno',
  'Ulteriore dato obbligatorio: {description}',
  'Seleziona il massimale per la polizza integrativa {name}',
  'Seleziona la {label} per la polizza integrativa {name}',
  "Inserisci l'importo del viaggio per la polizza integrativa {name}",
  'Impostare il numero di volo',
  'Impostare la data di partenza',
  "Impostare l'aeroporto di partenza",
  "Impostare l'aeroporto di destinazione",
  'Errore validazione',
  'Specificare una causale per la modifica delle date di viaggio',
  'Confermare di possedere adeguata documentazione per la modifica delle date di viaggio',
  "Specificare una causale per la modifica dell'importo di viaggio",
  "Confermare di possedere adeguata documentazione per la modifica dell'importo di viaggio",
  'Specificare una causale per la modifica del numero dei partecipanti',
  'Confermare di possedere adeguata documentazione per la modifica del numero dei partecipanti',
  'Cognome richiesto per tutti i partecipanti',
  "Il codice fiscale del passeggero {nome} {cognome} ha piu' di 16 caratteri. Correggerlo",
  'I dati inseriti non sono compatibili con la polizza integrativa selezionata. Per assistenza, contatta {product}',
  'Non è stato rilevato alcun volo che soddisfa i parametri inseriti',
  'Modifica salvata correttamente!',
  'Modifica eseguita',
  'Tratte',
  'Alloggi',
  'Imbarcazioni',
  'Unità abitative',
];

/** Keys spec 1 §8 names, which the client looks up as they are. */
const ERROR_KEYS = [
  'errore.fileNotFound',
  'errore.fileDaScaricareNonTrovato',
  'msg.exporterror',
  'msg.exportcolumnserror',
  'generico.configurationerror',
  'export.nodataexport',
  'cancellazioneriuscita',
  'novalidusertosigninas',
  'msg.erroreGenerico',
  'msg.warningGenerico',
];

/** A menu entry for every route of spec 1 §2 that shows in a menu, tab or breadcrumb. */
const MENU_KEYS = [
  'carrello',
  'carrelloCategorie',
  'preventivatore',
  'listaProdotti',
  'infoProdotto',
  'my',
  'acquistiPolizze',
  'tuoiAcquisti',
  'commercialeDistributori',
  'tuoiCrediti',
  'acquistiNetwork',
  'estrattiContoNetwork',
  'tuoiPagamenti',
  'tuoiEstrattiConto',
  'tuoiUtenti',
  'terminiecondizioni',
  'login',
  'register',
  'passwordRecover',
  'changePassword',
  'setPassword',
  'confirmEmail',
  'praticheXML',
].map((r) => `menu.${r}`);

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' || e.name === 'seed' ? [] : serverSources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('the label catalogue', () => {
  const texts = new Set(Object.values(itIT));

  it('holds every Italian text the specs quote, verbatim', () => {
    expect(QUOTED_BY_SPEC.filter((q) => !texts.has(q))).toEqual([]);
  });

  it('holds the error keys of spec 1 §8 and a menu entry per route', () => {
    expect([...ERROR_KEYS, ...MENU_KEYS].filter((k) => !(k in itIT))).toEqual([]);
  });

  it('has an Italian text for every English key, and no empty text', () => {
    expect(Object.keys(enGB).filter((k) => !(k in itIT))).toEqual([]);
    expect(Object.entries({ ...itIT, ...enGB }).filter(([, v]) => v.trim() === '')).toEqual([]);
  });

  it('has a label for every message code the server sends (the client shows it as the toast title)', () => {
    const codes = new Set<string>();
    for (const file of serverSources(serverDir)) {
      const source = readFileSync(file, 'utf8');
      for (const m of source.matchAll(/(?:\bcode: |badRequest\(\s*)'([a-zA-Z]+(?:\.[a-zA-Z]+)+)'/g))
        codes.add(m[1]!);
    }
    expect(codes.size).toBeGreaterThan(0);
    expect([...codes].filter((c) => !(c in itIT)).sort()).toEqual([]);
  });

  it('lives in one JSON file per culture that passes labels/labels.schema.json', () => {
    const dir = path.join(serverDir, '../schemas/catalogues/labels');
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(['en-GB.json', 'it-IT.json', 'labels.schema.json']);
    expect(labelFileProblems()).toEqual([]);
  });

  it('reports a broken labels file with file and JSON pointer, and refuses to seed from it', () => {
    expect(
      labelFileProblems({ 'fr-FR': { 'menu.home': 'Accueil', 'menu home': 'x', 'menu.vuoto': ' ' } }),
    ).toEqual([
      'schemas/catalogues/labels/fr-FR.json#/menu home: not a label key (dotted words, e.g. "menu.home")',
      'schemas/catalogues/labels/fr-FR.json#/menu.vuoto: must match pattern "\\S"',
    ]);
    expect(labelRows('overins').find((r) => r.chiave === 'menu.my' && r.culture === 'it-IT')?.testo).toBe(
      'MyOverins',
    );
  });
});
