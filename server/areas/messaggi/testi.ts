import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * The texts of the messages the server writes on an event (spec 2 §3 User message), beside the code
 * that writes them. Amounts in cents, shown it-IT with two decimals (`1.234,50 €`); months as
 * `novembre 2026`; days `dd/MM/yyyy`.
 */
const NUMERO = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
const MESE = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `12050` → `120,50 €` (a plain space before the sign, so the text reads the same everywhere). */
export const euro = (centesimi: number): string => `${NUMERO.format(centesimi / 100)} €`;
/** `2026-11-01` → `novembre 2026`. */
export const meseDi = (periodo: string): string => MESE.format(new Date(`${periodo.slice(0, 10)}T00:00:00Z`));
/** `2026-12-31` → `31/12/2026`. */
export const giornoDi = (iso: string): string => iso.slice(0, 10).split('-').reverse().join('/');
const elenco = (voci: string[]): string =>
  voci.length <= 1 ? (voci[0] ?? '') : `${voci.slice(0, -1).join(', ')} e ${voci[voci.length - 1]}`;

export const TESTI_MESSAGGI = {
  estrattiPagati: (centesimi: number, periodi: string[]) =>
    periodi.length === 1
      ? `Pagamento di ${euro(centesimi)} ricevuto: estratto conto di ${meseDi(periodi[0]!)} saldato.`
      : `Pagamento di ${euro(centesimi)} ricevuto: estratti conto di ${elenco(periodi.map(meseDi))} saldati.`,
  acquistoPagato: (centesimi: number, acquistoId: string | number) =>
    `Pagamento di ${euro(centesimi)} ricevuto: le polizze dell’acquisto ${acquistoId} sono pagate.`,
  modificaPagata: (centesimi: number) =>
    `Pagamento di ${euro(centesimi)} ricevuto: il supplemento della modifica è pagato.`,
  creditoRicaricato: (centesimi: number, residuo: number) =>
    `Credito ricaricato di ${euro(centesimi)} con carta di credito: credito disponibile ${euro(residuo)}.`,
  eccedenzaAccreditata: (centesimi: number) =>
    ` L’eccedenza di ${euro(centesimi)} è stata aggiunta al tuo credito.`,
  pagamentoRifiutato: (centesimi: number, cosa: string) =>
    `Pagamento con carta di ${euro(centesimi)} rifiutato (${cosa}): non è stato addebitato nulla, puoi riprovare.`,
  creditoBackOffice: (centesimi: number, residuo: number, motivo: string) =>
    `Il back office ha ricaricato il tuo credito di ${euro(centesimi)} (${motivo}): credito disponibile ${euro(residuo)}.`,
  estrattoEmesso: (
    numero: string,
    periodo: string,
    centesimi: number,
    scadenza: string,
    aggiornato: boolean,
  ) =>
    centesimi > 0
      ? `${aggiornato ? 'Aggiornato' : 'Emesso'} l’estratto conto ${numero} di ${meseDi(periodo)}: ${euro(centesimi)} da pagare entro il ${giornoDi(scadenza)}.`
      : `${aggiornato ? 'Aggiornato' : 'Emesso'} l’estratto conto ${numero} di ${meseDi(periodo)}: nulla da pagare.`,
  modificaAccettata: (numero: string) =>
    `La richiesta di modifica della polizza ${numero} è stata accettata.`,
  modificaRifiutata: (numero: string, motivo: string) =>
    `La richiesta di modifica della polizza ${numero} è stata rifiutata. Motivo: ${motivo}`,
  registrazioneApprovata: (ragioneSociale: string) =>
    `La registrazione di ${ragioneSociale} è stata approvata: benvenuto nel portale.`,
} as const;

/**
 * The recipients of what happens to a distributor (its payments, credit and statements): every
 * enabled user of it, since they share its statements and credit. Events that have one user who
 * asked (a change request, a registration) write to that user instead.
 */
export async function utentiDelDistributore(tx: Db, distributoreId: number): Promise<number[]> {
  const righe = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.distributoreId, distributoreId), eq(users.disabled, false)));
  return righe.map((r) => r.id);
}
