import type { Regole } from './tariffa';

/** Extra-info kinds of spec 2 §3 (the `labelID` of a package's extraInfo rows). */
export const EXTRA_INFO = {
  importoViaggioRichiesto: 1,
  dataNascitaRichiesta: 2,
  imbarcazione: 3,
  limiteEtaMax: 4,
  dataMinima: 6,
  dataMassima: 7,
  limite30GG: 8,
  alloggio: 9,
  limiteEtaMin: 10,
  codiceFiscaleRichiesto: 11,
  complementareRichiesta: 14,
} as const;

export interface ExtraInfoRow {
  labelID: number;
  /** Age for 4/10, `YYYY-MM-DD` for 6/7, package ids (comma-separated) for 14; unused otherwise. */
  valore?: string | number | null;
}

const toInt = (v: ExtraInfoRow['valore']): number | undefined => {
  const n = typeof v === 'number' ? v : Number.parseInt(String(v ?? ''), 10);
  return Number.isInteger(n) ? n : undefined;
};

/**
 * The pricing rules a package's extra-info rows imply, so the catalogue keeps one source of truth.
 * Kinds 3 and 9 (boat, accommodation) only switch labels: the basis is the tariff's `base`.
 * regoleDaExtraInfo([{ labelID: 8 }, { labelID: 4, valore: 75 }]) → { limite30GG: true, etaMassima: 75 }
 */
export function regoleDaExtraInfo(rows: readonly ExtraInfoRow[]): Regole {
  const regole: Regole = {};
  for (const { labelID, valore } of rows) {
    switch (labelID) {
      case EXTRA_INFO.importoViaggioRichiesto:
        regole.importoViaggioRichiesto = true;
        break;
      case EXTRA_INFO.dataNascitaRichiesta:
        regole.dataNascitaRichiesta = true;
        break;
      case EXTRA_INFO.codiceFiscaleRichiesto:
        regole.codiceFiscaleRichiesto = true;
        break;
      case EXTRA_INFO.limite30GG:
        regole.limite30GG = true;
        break;
      case EXTRA_INFO.limiteEtaMax:
        regole.etaMassima = toInt(valore);
        break;
      case EXTRA_INFO.limiteEtaMin:
        regole.etaMinima = toInt(valore);
        break;
      case EXTRA_INFO.dataMinima:
        if (valore) regole.dataMinima = String(valore).slice(0, 10);
        break;
      case EXTRA_INFO.dataMassima:
        if (valore) regole.dataMassima = String(valore).slice(0, 10);
        break;
      case EXTRA_INFO.complementareRichiesta:
        regole.complementareObbligatoria = String(valore ?? '')
          .split(',')
          .map((s) => Number.parseInt(s.trim(), 10))
          .filter(Number.isInteger);
        break;
      default:
        break;
    }
  }
  return regole;
}
