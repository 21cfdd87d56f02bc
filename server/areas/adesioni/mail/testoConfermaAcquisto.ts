import { oneLine } from '../../../../engine/core/format';
import { formatDate, formatEuro } from '../../../portalFormat';
import type { BrandConfig } from '../../../config';
import { pluraleIt } from '../../../i18n/plurale';

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
  /** Whether the certificates are attached (a few policies) or only linked (a big purchase). */
  allegati?: boolean;
  /** The portal's page of the agency's policies, where every certificate can be downloaded. */
  area?: string;
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

/** 'Conferma acquisto – 1 polizza', 'Conferma acquisto – 3 polizze' (labels acquisto.oggettoConferma_*). */
export const oggettoConferma = (n: number) => pluraleIt('acquisto.oggettoConferma', n);

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
  const allegati = d.allegati ?? true;
  // Without attachments (hundreds of policies) each policy is two lines: the mail stays small.
  const righe = d.polizze.map((p, i) =>
    (allegati
      ? [
          `${i + 1}. Polizza n. ${oneLine(p.numero)} — ${oneLine(p.pacchetto)}`,
          `   Contraente: ${oneLine(p.contraente ?? '') || '—'}`,
          `   Viaggio: dal ${formatDate(p.inizioViaggio)} al ${formatDate(p.fineViaggio)}`,
          `   Premio totale: ${formatEuro(cents(p.totalePremioImposte) / 100)}`,
          ...(p.link ? [`   Certificato per il cliente: ${p.link}`] : []),
        ]
      : [
          `${i + 1}. Polizza n. ${oneLine(p.numero)} — ${oneLine(p.pacchetto)} — ${oneLine(p.contraente ?? '') || '—'} — ${formatEuro(cents(p.totalePremioImposte) / 100)}`,
          ...(p.link ? [`   Certificato: ${p.link}`] : []),
        ]
    ).join('\n'),
  );
  const certificati = allegati
    ? `In allegato trovi il certificato assicurativo di ogni polizza (adesione-<numero>.pdf).`
    : `I certificati non sono allegati, per non appesantire il messaggio: ` +
      `${d.polizze.some((p) => p.link) ? 'ogni polizza ha qui sopra il link al suo certificato (valido 30 giorni), da inoltrare al cliente; ' : ''}` +
      `tutti i certificati si scaricano anche dall'area «I tuoi acquisti» del portale${d.area ? `: ${d.area}` : ''}.`;
  return {
    subject: oggettoConferma(n),
    text:
      `Gentile ${oneLine(d.agenzia)},\n\n` +
      `confermiamo l'acquisto di ${pluraleIt('acquisto.confermaNumero', n)} effettuato il ${giornoRoma.format(d.data)} da ${oneLine(d.acquistatoDa)}.\n\n` +
      `${righe.join(allegati ? '\n\n' : '\n')}\n\n` +
      `Totale: ${formatEuro(totale / 100)}\n\n` +
      `${certificati}\n\n` +
      `${brand.name}\n${brand.providerName}\nAssistenza: ${brand.contactEmail} — ${brand.tollFreeNumber}\n`,
  };
}
