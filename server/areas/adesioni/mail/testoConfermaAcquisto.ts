import { formatDate, formatEuro, oneLine } from '../../../../engine/core/format';
import type { BrandConfig } from '../../../config';

/** One issued policy as the confirmation lists it. */
export interface PolizzaConfermata {
  numero: string;
  pacchetto: string;
  contraente: string | null;
  inizioViaggio: string;
  fineViaggio: string;
  /** Premium with taxes, numeric(12,2) as text. */
  totalePremioImposte: string;
  /** The customer's signed link to the certificate, when one can be made. */
  link?: string;
}

export interface DatiConferma {
  agenzia: string;
  acquistatoDa: string;
  data: Date;
  polizze: PolizzaConfermata[];
}

const giornoRoma = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** numeric(12,2) text to cents, without a binary float sum in between. */
const cents = (decimal: string) => Math.round(Number(decimal) * 100);

export const oggettoConferma = (n: number) => `Conferma acquisto polizze – ${n} polizze`;

/**
 * The agency's confirmation of a purchase: subject and plain-text body, in Italian. Stored texts are
 * printed as one line each: a policy stored before names were kept on one line must not break the body.
 */
export function testoConfermaAcquisto(
  d: DatiConferma,
  brand: BrandConfig,
): { subject: string; text: string } {
  const n = d.polizze.length;
  const totale = d.polizze.reduce((s, p) => s + cents(p.totalePremioImposte), 0);
  const righe = d.polizze.map((p, i) =>
    [
      `${i + 1}. Polizza n. ${oneLine(p.numero)} — ${oneLine(p.pacchetto)}`,
      `   Contraente: ${oneLine(p.contraente ?? '') || '—'}`,
      `   Viaggio: dal ${formatDate(p.inizioViaggio)} al ${formatDate(p.fineViaggio)}`,
      `   Premio totale: ${formatEuro(cents(p.totalePremioImposte) / 100)}`,
      ...(p.link ? [`   Certificato per il cliente: ${p.link}`] : []),
    ].join('\n'),
  );
  return {
    subject: oggettoConferma(n),
    text:
      `Gentile ${oneLine(d.agenzia)},\n\n` +
      `confermiamo l'acquisto di ${n} ${n === 1 ? 'polizza' : 'polizze'} effettuato il ${giornoRoma.format(d.data)} da ${oneLine(d.acquistatoDa)}.\n\n` +
      `${righe.join('\n\n')}\n\n` +
      `Totale: ${formatEuro(totale / 100)}\n\n` +
      `In allegato trovi il certificato assicurativo di ogni polizza (adesione-<numero>.pdf).\n\n` +
      `${brand.name}\n${brand.providerName}\nAssistenza: ${brand.contactEmail} — ${brand.tollFreeNumber}\n`,
  };
}
