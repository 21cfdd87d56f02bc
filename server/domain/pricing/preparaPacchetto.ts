import { importoMancante, type FattiViaggio } from './checkViaggio';
import { etaAllaData, toDayNumber } from './dates';
import { errore } from './errore';
import { euroToCents } from './money';
import { isAliquota, prezziDi } from './prezzi';
import type { Regole, Tariffa } from './tariffa';
import type { ErroreTotale, ViaggioDaPrezzare } from './types';
import { risolviZona } from './zona';

/** A group of identically priced units: `eta` is the age the tables read (null: no age known). */
export interface GruppoUnita {
  unita: number;
  eta: number | null;
}

export interface FattiPacchetto {
  zona: string | null;
  gruppi: GruppoUnita[];
  /** Cents per unit the rates apply to (null when no rate needs it). */
  importoRiferimento: number | null;
}

type Eta = { lo: number; hi: number } | null;

function etaPartecipanti(
  v: ViaggioDaPrezzare,
  fatti: FattiViaggio,
): { eta: Eta[]; nascitaNonValida: boolean } {
  const fallback: Eta =
    v.eta != null ? { lo: v.eta, hi: v.eta } : v.etaRange ? { lo: v.etaRange.min, hi: v.etaRange.max } : null;
  let nascitaNonValida = false;
  const eta = Array.from({ length: fatti.numeroPartecipanti }, (_, i): Eta => {
    const nascita = v.partecipanti?.[i]?.DataNascita;
    if (!nascita) return fallback;
    const day = toDayNumber(nascita);
    if (day === null || day > fatti.inizioDay) {
      nascitaNonValida = true;
      return null;
    }
    const anni = etaAllaData(nascita.slice(0, 10), fatti.inizio);
    return { lo: anni, hi: anni };
  });
  return { eta, nascitaNonValida };
}

function unitaDellaBase(tariffa: Tariffa, v: ViaggioDaPrezzare, n: number): number | null {
  switch (tariffa.base) {
    case 'persona':
      return n;
    case 'viaggio':
      return 1;
    default:
      return v.numeroAlloggi != null && Number.isInteger(v.numeroAlloggi) && v.numeroAlloggi >= 1
        ? v.numeroAlloggi
        : null;
  }
}

function importoRiferimento(tariffa: Tariffa, v: ViaggioDaPrezzare, n: number): number | null {
  const euro = tariffa.base === 'imbarcazione' ? v.secondoImporto : v.importoViaggio;
  if (importoMancante(euro)) return null;
  const cents = euroToCents(euro as number);
  return tariffa.base === 'viaggio' ? cents * n : cents;
}

/**
 * The package's own eligibility rules (spec 2 §3 extra-info kinds, zones, nationalities) and the facts its
 * prices read. All failures are reported together, each tagged with the package name.
 */
export function preparaPacchetto(args: {
  nome: string;
  tariffa: Tariffa;
  regole: Regole;
  v: ViaggioDaPrezzare;
  fatti: FattiViaggio;
  fase: 'preventivo' | 'carrello';
  complementariIDs: readonly number[] | null;
}): { errori: ErroreTotale[]; fattiPacchetto: FattiPacchetto | null } {
  const { nome, tariffa, regole, v, fatti, fase } = args;
  const errori: ErroreTotale[] = [];
  const fail = (codice: Parameters<typeof errore>[0]) => errori.push(errore(codice, nome));
  const n = fatti.numeroPartecipanti;

  if (regole.limite30GG && fatti.durata > 30) fail('pricing.limite30GG');
  if (regole.durataMassimaGiorni !== undefined && fatti.durata > regole.durataMassimaGiorni)
    fail('pricing.durataMassima');
  if (regole.dataMinima && fatti.inizio < regole.dataMinima) fail('pricing.dataMinima');
  if (regole.dataMassima && fatti.fine > regole.dataMassima) fail('pricing.dataMassima');

  let zona: string | null = null;
  if (tariffa.zone && tariffa.zone.length > 0) {
    if (!v.destinazioneStato && !v.destinazioneGruppoStato) fail('pricing.destinazioneRichiesta');
    else {
      const trovata = risolviZona(tariffa.zone, v.destinazioneStato, v.destinazioneGruppoStato);
      if (trovata) zona = trovata.codice;
      else fail('pricing.destinazioneNonCoperta');
    }
  }
  if (regole.nazionalitaAmmesse && v.nazionalita && !regole.nazionalitaAmmesse.includes(v.nazionalita)) {
    fail('pricing.nazionalitaNonCoperta');
  }

  const { eta, nascitaNonValida } = etaPartecipanti(v, fatti);
  if (nascitaNonValida) fail('pricing.dataNascitaNonValida');
  const tabelleConEta = tariffa.garanzie.some(
    (g) =>
      'tabella' in g.premio && g.premio.tabella.some((r) => r.etaMin !== undefined || r.etaMax !== undefined),
  );
  const serveEta = tabelleConEta || regole.etaMinima !== undefined || regole.etaMassima !== undefined;
  if (serveEta && !nascitaNonValida && eta.some((e) => e === null)) fail('pricing.etaRichiesta');
  if (regole.etaMinima !== undefined && eta.some((e) => e !== null && e.lo < regole.etaMinima!))
    fail('pricing.limiteEtaMin');
  if (regole.etaMassima !== undefined && eta.some((e) => e !== null && e.hi > regole.etaMassima!))
    fail('pricing.limiteEtaMax');

  const usaAliquota = tariffa.garanzie.some((g) => prezziDi(g).some(isAliquota));
  const riferimento = importoRiferimento(tariffa, v, n);
  if (tariffa.base === 'imbarcazione') {
    if (usaAliquota && riferimento === null) fail('pricing.importoImbarcazioneRichiesto');
    if (regole.importoViaggioRichiesto && importoMancante(v.importoViaggio))
      fail('pricing.importoViaggioRichiesto');
  } else if ((usaAliquota || regole.importoViaggioRichiesto) && riferimento === null) {
    fail('pricing.importoViaggioRichiesto');
  }

  const unita = unitaDellaBase(tariffa, v, n);
  if (unita === null) {
    fail(
      tariffa.base === 'imbarcazione'
        ? 'pricing.numeroImbarcazioniRichiesto'
        : 'pricing.numeroAlloggiRichiesto',
    );
  }

  if (fase === 'carrello') {
    const partecipante = (i: number) => v.partecipanti?.[i];
    const tutti = (pred: (i: number) => boolean) => Array.from({ length: n }, (_, i) => i).every(pred);
    if (regole.dataNascitaRichiesta && !tutti((i) => !!partecipante(i)?.DataNascita))
      fail('pricing.dataNascitaRichiesta');
    if (regole.codiceFiscaleRichiesto && !tutti((i) => !!partecipante(i)?.CodiceFiscale?.trim())) {
      fail('pricing.codiceFiscaleRichiesto');
    }
  }

  const richieste = regole.complementareObbligatoria;
  if (richieste && args.complementariIDs !== null) {
    const ok =
      richieste.length === 0
        ? args.complementariIDs.length > 0
        : richieste.some((id) => args.complementariIDs!.includes(id));
    if (!ok) fail('pricing.complementareRichiesta');
  }

  if (errori.length > 0 || unita === null) return { errori, fattiPacchetto: null };
  return {
    errori,
    fattiPacchetto: { zona, gruppi: raggruppa(tariffa, eta, unita), importoRiferimento: riferimento },
  };
}

/** Per person: one group per distinct age; any other basis: one group of all units, at the oldest age. */
function raggruppa(tariffa: Tariffa, eta: Eta[], unita: number): GruppoUnita[] {
  const hi = eta.map((e) => (e === null ? null : e.hi));
  if (tariffa.base !== 'persona') {
    const known = hi.filter((a): a is number => a !== null);
    return [{ unita, eta: known.length > 0 ? Math.max(...known) : null }];
  }
  const gruppi = new Map<number | null, number>();
  for (const a of hi) gruppi.set(a, (gruppi.get(a) ?? 0) + 1);
  return [...gruppi].map(([a, count]) => ({ unita: count, eta: a }));
}
