/**
 * Dropdowns a grid column may name as `editSource`: each is read from `dropdown/{name}` (spec 1 §7,
 * spec 2 §7). Screen files are checked against this list (tests/screens.test.ts, the dev server);
 * a screen that needs another dropdown adds its name here.
 */
export const EDIT_SOURCES: readonly string[] = [
  'ruoli',
  'ruoli/web',
  'pacchettiDistributori',
  'utenti/tipi',
  'utenti/distributori',
  'utenti/fornitori',
  'messaggi/pubblici',
  'messaggi/utenti',
  'messaggi/distributori',
  'messaggi/tipi',
  'network',
  'distributoriModello',
  'pacchetti',
  'modalitaPagamento',
  'statiDistributore',
  'tipiCommissione',
  'distributori',
  'tipiVisualizzazioneAvviso',
  'modalitaAvviso',
  'posizioniAvviso',
  'pubblicoAvviso',
  'tipiDistributore',
  'prodottiAvviso',
  'polizzeAvviso',
];
