import { ALIQUOTE_IMPOSTA_DEFAULT } from './aliquoteImposta';
import { errore } from './errore';
import { percentOf, taxContainedIn } from './money';
import type { FattiPacchetto } from './preparaPacchetto';
import { isAliquota, trovaRiga } from './prezzi';
import type { ClasseImposta, Prezzo, Tariffa } from './tariffa';
import type { ErroreTotale, RigaPrezzata } from './types';

/** The tax rate (percent) of a class: the tariff's override, else the default table. */
export function aliquotaImposta(tariffa: Tariffa, classe: ClasseImposta): number {
  return tariffa.aliquoteImposta?.[classe] ?? ALIQUOTE_IMPOSTA_DEFAULT[classe];
}

/** Net premium and tax of ONE unit for one price, each rounded half up to the cent. */
export function nettoEImposta(
  premio: number,
  aliquota: number,
  imposteIncluse: boolean,
): { netto: number; imposta: number } {
  if (imposteIncluse) {
    const imposta = taxContainedIn(premio, aliquota);
    return { netto: premio - imposta, imposta };
  }
  return { netto: premio, imposta: percentOf(premio, aliquota) };
}

type PremioUnitario =
  { premio: number } | { codice: 'pricing.importoViaggioRichiesto' | 'pricing.importoViaggioOltreLimite' };

/** The premium of one unit for one price: a fixed amount, or max(rate × reference amount, minimum). */
export function premioUnitario(prezzo: Prezzo, riferimento: number | null): PremioUnitario {
  if (!isAliquota(prezzo)) return { premio: prezzo.importo };
  if (riferimento === null) return { codice: 'pricing.importoViaggioRichiesto' };
  if (prezzo.importoMassimo !== undefined && riferimento > prezzo.importoMassimo) {
    return { codice: 'pricing.importoViaggioOltreLimite' };
  }
  return { premio: Math.max(percentOf(riferimento, prezzo.aliquota), prezzo.premioMinimo ?? 0) };
}

/**
 * Prices every group of units guarantee by guarantee. Each line holds per-unit figures (already rounded);
 * the package multiplies them by `unita`.
 */
export function prezzaRighe(
  nome: string,
  tariffa: Tariffa,
  fatti: FattiPacchetto,
  durata: number,
): { errori: ErroreTotale[]; righe: Omit<RigaPrezzata, 'markup' | 'commissione'>[] } {
  const codici = new Set<Parameters<typeof errore>[0]>();
  const righe = fatti.gruppi.map(({ unita, eta }) => {
    const garanzie = tariffa.garanzie.map((g) => {
      const prezzo =
        'tabella' in g.premio ? trovaRiga(g.premio.tabella, fatti.zona, durata, eta)?.prezzo : g.premio;
      if (!prezzo) {
        codici.add('pricing.tariffaNonTrovata');
        return { codice: g.codice, netto: 0, imposta: 0 };
      }
      const unitario = premioUnitario(prezzo, fatti.importoRiferimento);
      if ('codice' in unitario) {
        codici.add(unitario.codice);
        return { codice: g.codice, netto: 0, imposta: 0 };
      }
      const aliquota = aliquotaImposta(tariffa, g.classeImposta);
      return {
        codice: g.codice,
        ...nettoEImposta(unitario.premio, aliquota, tariffa.imposteIncluse ?? false),
      };
    });
    return {
      unita,
      eta,
      garanzie,
      netto: garanzie.reduce((s, g) => s + g.netto, 0),
      imposta: garanzie.reduce((s, g) => s + g.imposta, 0),
    };
  });
  return { errori: [...codici].map((c) => errore(c, nome)), righe };
}
