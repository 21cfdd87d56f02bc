import { describe, expect, it } from 'vitest';
import {
  abilitazioniPiatte,
  AREE_MODIFICA,
  REGOLA_NON_MODIFICABILE,
  type AreaModifica,
  type RegolaModifica,
} from '../../../../schemas/domain/abilitazioniModifica';
import { MODIFICA_MSG, validaModifica, type DatiPratica, type ModificaRichiesta } from './regole';

const LIBERA: RegolaModifica = {
  ...REGOLA_NON_MODIFICABILE,
  modificabile: true,
  causali: 'Richiesta del cliente;Errore',
};
const regole = (r: Partial<Record<AreaModifica, Partial<RegolaModifica>>>, solo = false) =>
  abilitazioniPiatte(
    Object.fromEntries(AREE_MODIFICA.map((a) => [a, { ...LIBERA, ...r[a] }])) as Record<
      AreaModifica,
      RegolaModifica
    >,
    solo,
  );

const ORIGINALE: DatiPratica = {
  inizioViaggio: '2027-07-01',
  fineViaggio: '2027-07-15',
  importoViaggio: 240000,
  numeroPartecipanti: 2,
  partecipanti: [
    { cognome: 'Rossi', nome: 'Ada', codiceFiscale: 'RSSDAA80A41H501X', dataNascita: '1980-01-01' },
    { cognome: 'Bianchi', nome: 'Leo', codiceFiscale: null, dataNascita: '1985-05-05' },
  ],
};
const elenco = (d: DatiPratica) =>
  d.partecipanti.map((p, k) => ({
    ItemID: k + 1,
    Cognome: p.cognome,
    Nome: p.nome,
    CodiceFiscale: p.codiceFiscale,
    DataNascita: p.dataNascita,
  }));
const corpo = (
  m: Partial<ModificaRichiesta['adesioneModificata']> = {},
  resto: Partial<ModificaRichiesta> = {},
): ModificaRichiesta => ({
  adesioneModificata: {
    itemID: 1,
    inizioViaggio: ORIGINALE.inizioViaggio,
    fineViaggio: ORIGINALE.fineViaggio,
    importoViaggio: 2400,
    numeroPartecipanti: 2,
    partecipantiElenco: elenco(ORIGINALE),
    ...m,
  },
  richiestaModifica: false,
  versione: 1,
  ...resto,
});
const OGGI = '2027-06-01';
const valida = (b: ModificaRichiesta, a = regole({}), oggi = OGGI) =>
  validaModifica(ORIGINALE, b, a, { oggi });
const testi = (r: ReturnType<typeof valida>) => (r.ok ? [] : r.errori.map((e) => e.text));

describe('validaModifica (spec 2 §4, §5, server side)', () => {
  it('finds the areas that really changed, with the history values', () => {
    const r = valida(corpo({ inizioViaggio: '2027-07-04', fineViaggio: '2027-07-18', importoViaggio: 2500 }));
    expect(r.ok && r.modifica.aree).toEqual([
      {
        tipoModifica: 'chDate',
        valoreOriginale: '2027-07-01 - 2027-07-15',
        valoreModificato: '2027-07-04 - 2027-07-18',
        causale: null,
        flagWarning: false,
      },
      {
        tipoModifica: 'chImportoViaggio',
        valoreOriginale: '2400.00',
        valoreModificato: '2500.00',
        causale: null,
        flagWarning: false,
      },
    ]);
  });

  it('nothing changed → a 400 message, not an empty change', () => {
    expect(testi(valida(corpo()))).toEqual([MODIFICA_MSG.nessunaModifica]);
  });

  it('DeltaGiorni: trip start + delta must be past — closed on the boundary day, open the day after', () => {
    const a = regole({ chDate: { deltaGiorni: -30 } });
    const b = corpo({ inizioViaggio: '2027-07-02', fineViaggio: '2027-07-16' });
    // 2027-07-01 − 30 days = 2027-06-01: on that day it is not yet past, the dates revert.
    const chiusa = valida(b, a, '2027-06-01');
    expect(testi(chiusa)).toEqual([MODIFICA_MSG.nessunaModifica]);
    const aperta = valida(b, a, '2027-06-02');
    expect(aperta.ok && aperta.modifica.nuovo.inizioViaggio).toBe('2027-07-02');
  });

  it('a non-editable area reverts to the original while an editable one changes', () => {
    const a = regole({ chImportoViaggio: { modificabile: false } });
    const r = valida(
      corpo({ inizioViaggio: '2027-07-02', fineViaggio: '2027-07-16', importoViaggio: 9999 }),
      a,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.modifica.nuovo.importoViaggio).toBe(240000);
    expect(r.modifica.aree.map((x) => x.tipoModifica)).toEqual(['chDate']);
  });

  it('request-only: every area opens and the request flag is forced on', () => {
    const a = regole(
      Object.fromEntries(AREE_MODIFICA.map((x) => [x, { modificabile: false }])) as Record<
        AreaModifica,
        RegolaModifica
      >,
      true,
    );
    const r = valida(corpo({ importoViaggio: 3000 }, { richiestaModifica: false }), a);
    expect(r.ok && r.modifica.richiesta).toBe(true);
    expect(r.ok && r.modifica.nuovo.importoViaggio).toBe(300000);
    const libera = valida(corpo({ importoViaggio: 3000 }));
    expect(libera.ok && libera.modifica.richiesta).toBe(false);
  });

  it('cause required per changed area, with the spec texts; given → accepted; not among Causali → refused', () => {
    const a = regole(
      Object.fromEntries(AREE_MODIFICA.map((x) => [x, { causaleObbligatoria: true }])) as Record<
        AreaModifica,
        RegolaModifica
      >,
    );
    const persone = elenco(ORIGINALE);
    persone[1] = { ...persone[1]!, Nome: 'Luca' };
    const b = corpo({
      inizioViaggio: '2027-07-02',
      importoViaggio: 2500,
      numeroPartecipanti: 3,
      partecipantiElenco: [
        ...persone,
        { ItemID: null, Cognome: 'Verdi', Nome: 'Ugo', CodiceFiscale: null, DataNascita: null },
      ],
    });
    expect(testi(valida(b, a))).toEqual([
      'Specificare una causale per la modifica delle date di viaggio',
      "Specificare una causale per la modifica dell'importo di viaggio",
      'Specificare una causale per la modifica del numero dei partecipanti',
      'Specificare una causale per la modifica dei nominativi',
    ]);
    const con = {
      chDateCausale: 'Errore',
      chImportoViaggioCausale: 'Errore',
      chNumeroAssicuratiCausale: 'Richiesta del cliente',
      chNomiCausali: 'Errore',
    };
    expect(valida({ ...b, ...con }, a).ok).toBe(true);
    expect(testi(valida({ ...b, ...con, chDateCausale: 'Capriccio' }, a))).toEqual([
      MODIFICA_MSG.causaleNonAmmessa('Capriccio'),
    ]);
    // An area that did not change asks for nothing.
    expect(valida(corpo({ importoViaggio: 2500 }, { chImportoViaggioCausale: 'Errore' }), a).ok).toBe(true);
  });

  it('warning confirmation required when FlagWarning, with the spec texts', () => {
    const a = regole({ chDate: { flagWarning: true }, chNomi: { flagWarning: true } });
    const persone = elenco(ORIGINALE);
    persone[0] = { ...persone[0]!, Cognome: 'Rossini' };
    const b = corpo({ inizioViaggio: '2027-07-02', partecipantiElenco: persone });
    expect(testi(valida(b, a))).toEqual([
      'Confermare di possedere adeguata documentazione per la modifica delle date di viaggio',
      'Confermare di possedere adeguata documentazione per la modifica dei nominativi',
    ]);
    const r = valida({ ...b, chDateFlagWarning: true, chNomiFlagWarning: true }, a);
    expect(r.ok && r.modifica.aree.every((x) => x.flagWarning)).toBe(true);
  });

  it('every participant needs a surname', () => {
    const persone = elenco(ORIGINALE);
    persone[1] = { ...persone[1]!, Cognome: ' ' };
    expect(testi(valida(corpo({ partecipantiElenco: persone })))).toEqual([MODIFICA_MSG.cognomeRichiesto]);
    // Raising the count appends rows: empty ones are refused the same way.
    expect(testi(valida(corpo({ numeroPartecipanti: 3 })))).toEqual([MODIFICA_MSG.cognomeRichiesto]);
  });

  it('tax code: 16 characters pass, 17 are refused with the passenger named', () => {
    const persone = elenco(ORIGINALE);
    persone[1] = { ...persone[1]!, CodiceFiscale: 'BNCLEO85E05H501Z' };
    expect(valida(corpo({ partecipantiElenco: persone })).ok).toBe(true);
    persone[1] = { ...persone[1]!, CodiceFiscale: 'BNCLEO85E05H501ZZ' };
    expect(testi(valida(corpo({ partecipantiElenco: persone })))).toEqual([
      "Il codice fiscale del passeggero Leo Bianchi ha piu' di 16 caratteri. Correggerlo",
    ]);
  });

  it('count: 1 passes (drops from the end), 0 is refused; amount and count whole numbers only', () => {
    const uno = valida(corpo({ numeroPartecipanti: 1 }));
    expect(uno.ok && uno.modifica.nuovo.partecipanti.map((p) => p.cognome)).toEqual(['Rossi']);
    expect(testi(valida(corpo({ numeroPartecipanti: 0 })))).toEqual([MODIFICA_MSG.numeroMinimo]);
    expect(testi(valida(corpo({ numeroPartecipanti: 1.5 })))).toEqual([MODIFICA_MSG.numeroIntero]);
    expect(testi(valida(corpo({ importoViaggio: 2400.5 })))).toEqual([MODIFICA_MSG.importoIntero]);
    expect(valida(corpo({ importoViaggio: 2401 })).ok).toBe(true);
  });

  it('an unchanged amount with cents is no change; a birth date typed DD/MM/YYYY is the same date', () => {
    const conCentesimi = validaModifica(
      { ...ORIGINALE, importoViaggio: 150050 },
      corpo({ importoViaggio: 1500.5, inizioViaggio: '2027-07-02' }),
      regole({}),
      { oggi: OGGI },
    );
    expect(conCentesimi.ok && conCentesimi.modifica.aree.map((a) => a.tipoModifica)).toEqual(['chDate']);
    const persone = elenco(ORIGINALE);
    persone[0] = { ...persone[0]!, DataNascita: '01/01/1980', CodiceFiscale: 'rssdaa80a41h501x' };
    expect(testi(valida(corpo({ partecipantiElenco: persone })))).toEqual([MODIFICA_MSG.nessunaModifica]);
  });

  it('dates: a start after the end and a date that is no date are refused', () => {
    expect(testi(valida(corpo({ inizioViaggio: '2027-07-20' })))).toEqual([MODIFICA_MSG.dateInvertite]);
    expect(testi(valida(corpo({ inizioViaggio: '2027-02-30' })))).toEqual([MODIFICA_MSG.dataNonValida]);
  });
});
