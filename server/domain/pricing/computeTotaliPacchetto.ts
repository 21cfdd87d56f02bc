import { RITENUTA_DEFAULT } from './aliquoteImposta';
import type { FattiViaggio } from './checkViaggio';
import { divideCents, euroToCents, percentOf, percentOfPercent } from './money';
import type { FattiPacchetto } from './preparaPacchetto';
import { aliquotaImposta, prezzaRighe } from './prezzaRighe';
import type { Coupon, Tariffa } from './tariffa';
import type {
  Commissione,
  ErroreTotale,
  Markup,
  ViaggioDaPrezzare,
  RigaPrezzata,
  Ritenuta,
  TotaliPacchetto,
} from './types';

const sum = (values: readonly number[]): number => values.reduce((s, x) => s + x, 0);

/** Commission type 1 is a fixed euro amount (spec 2 §9); any other type is a percent of the net premium. */
export const COMMISSIONE_FISSA = 1;

function couponValido(tariffa: Tariffa, codice: string | null | undefined, oggi: string): Coupon | null {
  const cercato = codice?.trim().toUpperCase();
  if (!cercato) return null;
  const coupon = tariffa.coupon?.find((c) => c.codice.toUpperCase() === cercato);
  if (!coupon) return null;
  if ((coupon.validoDal && oggi < coupon.validoDal) || (coupon.validoAl && oggi > coupon.validoAl))
    return null;
  return coupon;
}

/** Raw commission before the cap: type 1 → euro × (1 or persons); else the per-unit percents summed. */
function commissioneGrezza(
  config: Commissione | null | undefined,
  righe: readonly { unita: number; netto: number }[],
  n: number,
): number {
  if (!config) return 0;
  if (config.tipoCommissioneID === COMMISSIONE_FISSA) {
    return euroToCents(config.commissione) * (config.applicazione === 'persona' ? n : 1);
  }
  return sum(righe.map((r) => r.unita * percentOf(r.netto, config.commissione)));
}

/**
 * Every figure of one package, from its priced lines. The formulas are those of README.md
 * "Formulas" (F1–F14); the comments name them.
 */
export function computeTotaliPacchetto(args: {
  pacchettoID: number;
  nome: string;
  tariffa: Tariffa;
  v: ViaggioDaPrezzare;
  fatti: FattiViaggio;
  fattiPacchetto: FattiPacchetto;
  commissione?: Commissione | null;
  commissioneEred?: Commissione | null;
  markup?: Markup | null;
  ritenuta: Ritenuta | null | undefined;
  oggi: string;
}): { errori: ErroreTotale[]; totali: TotaliPacchetto | null } {
  const { tariffa, fatti, markup } = args;
  const n = fatti.numeroPartecipanti;
  const prezzate = prezzaRighe(args.nome, tariffa, args.fattiPacchetto, fatti.durata);
  if (prezzate.errori.length > 0) return { errori: prezzate.errori, totali: null };

  // F4, F5: per-unit markup (percent) and commission (percent), rounded per unit.
  const righe: RigaPrezzata[] = prezzate.righe.map((r) => ({
    ...r,
    markup: markup?.tipo === 'percentuale' ? percentOf(r.netto + r.imposta, markup.valore) : 0,
    commissione:
      args.commissione && args.commissione.tipoCommissioneID !== COMMISSIONE_FISSA
        ? percentOf(r.netto, args.commissione.commissione)
        : 0,
  }));

  // F6: premium net and tax.
  const premioNetto = sum(righe.map((r) => r.unita * r.netto));
  const impostePremio = sum(righe.map((r) => r.unita * r.imposta));

  // F7: accessory charges, each taxed (when it has a class) per single charge.
  const accessori = (tariffa.costiAccessori ?? []).map((c) => {
    const volte = c.applicazione === 'persona' ? n : 1;
    const imposta = c.classeImposta ? percentOf(c.importo, aliquotaImposta(tariffa, c.classeImposta)) : 0;
    return { totale: volte * (c.importo + imposta), imposta: volte * imposta };
  });
  const costiAccessori = sum(accessori.map((a) => a.totale));
  const imposteAccessori = sum(accessori.map((a) => a.imposta));

  // F8: markup.
  const totaleMarkup = !markup
    ? 0
    : markup.tipo === 'percentuale'
      ? sum(righe.map((r) => r.unita * r.markup))
      : markup.valore * (markup.applicazione === 'persona' ? n : 1);

  // F9, F10: commission capped at the net premium; the network's share capped at what is left.
  const commissioni = Math.min(commissioneGrezza(args.commissione, righe, n), premioNetto);
  const commissioneRete = Math.min(
    commissioneGrezza(args.commissioneEred, righe, n),
    premioNetto - commissioni,
  );

  // F11: coupon on the gross before discount, capped at the insurer's share (net premium − commission).
  const lordoPrimaDelloSconto = premioNetto + impostePremio + costiAccessori + totaleMarkup;
  const coupon = couponValido(tariffa, args.v.codicePromo, args.oggi);
  const scontoGrezzo = !coupon
    ? 0
    : coupon.tipo === 'percentuale'
      ? percentOf(lordoPrimaDelloSconto, coupon.valore)
      : coupon.valore;
  const scontoCoupon = Math.min(scontoGrezzo, premioNetto - commissioni);

  // F12–F14.
  const totaleViaggio = lordoPrimaDelloSconto - scontoCoupon;
  const totaleViaggioImposte = impostePremio + imposteAccessori;
  const ritenuta = args.ritenuta === undefined ? RITENUTA_DEFAULT : args.ritenuta;
  const ritenutaAcconto = ritenuta
    ? percentOfPercent(commissioni, ritenuta.aliquotaIrpef, ritenuta.quotaImponibile)
    : 0;

  return {
    errori: [],
    totali: {
      pacchettoID: args.pacchettoID,
      pacchetto: args.nome,
      premioNetto,
      impostePremio,
      couponApplicato: scontoCoupon > 0 && coupon ? coupon.codice : null,
      righe,
      totaleViaggio,
      totaleViaggioImposte,
      totaleViaggioPersona: divideCents(totaleViaggio, n),
      totaleViaggioPersonaImposte: divideCents(totaleViaggioImposte, n),
      totaleMarkup,
      commissioni,
      scontoCoupon,
      ritenutaAcconto,
      totaleViaggioDaPagare: totaleViaggio - commissioni - totaleMarkup + ritenutaAcconto,
      costiAccessori,
      commissioneRete,
    },
  };
}
