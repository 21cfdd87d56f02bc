import type { BrandConfig } from '../../../config';
import type { PdfBlock, PdfDocument } from '../../../adapters/pdf/renderPdf';
import type { ParametroConfronto, Volo } from '../../../../schemas/types';
import { oneLine } from '../../../../engine/core/format';
import { formatDate, formatEuro } from '../../../portalFormat';
import { valoreParametro } from '../../carrello/condizioniPdf';
import { CONSENSO_PRIVACY, PRESA_VISIONE } from '../../carrello/dichiarazioni/moduloCliente';
import { itIT } from '../../../../schemas/catalogues/labelTexts';
import type { DatiCertificato, Partecipante } from './datiCertificato';

export const TITOLO_CERTIFICATO = 'Certificato di assicurazione';
/** Spec 2 §2 "Issued policies": the note of a policy paid with the distributor's credit. */
export const ACQUISTATA_CON_CREDITO = 'Polizza acquistata con il credito disponibile';

/** The version a certificate prints (issue 26): 1 as issued, then one variation appendix per change. */
export interface VersioneStampata {
  versione: number;
  /** What changed from the previous version (null: not known, e.g. version 1). */
  modifiche: Array<{
    tipoModifica: string;
    valoreOriginale: string | null;
    valoreModificato: string | null;
  }> | null;
  /** When this version took effect. */
  data: Date | null;
}

/** The heading of a variation appendix: version 2 is `Appendice di variazione n. 1`. */
export const appendice = (versione: number) => `Appendice di variazione n. ${versione - 1}`;

const giornoRoma = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** numeric(12,2) text to cents, without a binary float in between. */
const cents = (decimal: string) => Math.round(Number(decimal) * 100);
const euro = (c: number) => formatEuro(c / 100);

/** A guarantee's limit: euro amounts always with two decimals and grouped thousands (formatEuro). */
export function limiteGaranzia(p: ParametroConfronto): string {
  if (p.fieldType === 3 && p.valore !== null && p.valore !== -1) return formatEuro(p.valore);
  return valoreParametro(p);
}

/**
 * A flight's times as printed on the ticket: the local time of each airport, read from the ISO text
 * itself (it carries the airport's offset), never converted to the server's zone.
 */
const oraLocale = (iso: string) => `${formatDate(iso.slice(0, 10))} ${iso.slice(11, 16)}`;
const aeroporto = (nome: string | null | undefined, iata: string) => (nome ? `${nome} (${iata})` : iata);

export function rigaVolo(v: Volo): string {
  const numero = v.numero_volo_pdf || v.numeroVolo;
  const compagnia = v.compagnia ? ` ${v.compagnia}` : '';
  return (
    `Volo ${numero}${compagnia}: da ${aeroporto(v.aeroportoPartenza, v.aeroportoPartenzaIata)} ` +
    `partenza ${oraLocale(v.timestampPartenza)}, a ${aeroporto(v.aeroportoArrivo, v.aeroportoArrivoIata)} ` +
    `arrivo ${oraLocale(v.timestampArrivo)}`
  );
}

/** The changed area as the change form names it (labels modifiche.area.*). */
function areaModifica(tipo: string): string {
  if (tipo === 'annullamento') return 'Annullamento della polizza';
  return itIT[`modifiche.area.${tipo}`] ?? tipo;
}

/** A stored value of a change, printed: its `aaaa-MM-gg` dates as `gg/MM/aaaa`, an amount in euros. */
function valoreModifica(tipo: string, v: string | null): string {
  if (v === null || v.trim() === '') return '-';
  if (tipo === 'chImportoViaggio' && /^\d+(\.\d{1,2})?$/.test(v.trim())) return euro(cents(v.trim()));
  return oneLine(v).replace(/\b(\d{4})-(\d{2})-(\d{2})\b/g, '$3/$2/$1');
}

const persona = (p: Partecipante) =>
  [
    oneLine(`${p.cognome} ${p.nome}`),
    p.codiceFiscale ? `codice fiscale ${oneLine(p.codiceFiscale).toUpperCase()}` : null,
    p.dataNascita ? `nato/a il ${formatDate(p.dataNascita)}` : null,
  ]
    .filter(Boolean)
    .join(' - ');

const par = (text: string): PdfBlock => ({ kind: 'paragraph', text });
/** A stored free text, one line: rows stored before input was kept on one line may hold line breaks. */
const riga = (text: unknown) => oneLine(String(text ?? ''));

/**
 * A group insured through the document of its participants (spec 2 §2 "Participants"): the declared
 * count, the head of group, and which document lists the others.
 */
function assicuratiDelGruppo(d: DatiCertificato, documento: string): PdfBlock[] {
  const n = d.adesione.numeroPartecipanti;
  const capogruppo = d.assicurati.find((p) => p.capogruppo) ?? d.assicurati[0];
  return [
    { kind: 'heading', text: `Assicurati (${n})` },
    ...(capogruppo ? [par(`Capogruppo: ${persona(capogruppo)}`)] : []),
    par(
      `Gli assicurati sono le ${n} persone elencate nel documento dei partecipanti allegato alla polizza: ${riga(documento)}.`,
    ),
  ];
}

/**
 * The certificate's text (issue 11 item 4): brand, supplier, policy number and date of issue, the
 * contraente and every insured person (for a group insured through its participants document, the
 * count, the head of group and the document's name), the trip, the guarantees with their limits, the premium with
 * taxes (commissions are the distributor's business, not the customer's), linked policies, further
 * data, flights and the demands-and-needs declaration. Names, references and further data are printed
 * as one line each, whatever was stored. Pure, so tests can read it without a PDF.
 */
export function testoCertificato(
  d: DatiCertificato,
  brand: BrandConfig,
  versione: VersioneStampata = { versione: 1, modifiche: null, data: null },
): PdfDocument {
  const a = d.adesione;
  const [contraente] = d.assicurati;
  const variazione = versione.versione > 1 ? appendice(versione.versione) : null;
  const annullata =
    a.stato === 'annullata'
      ? `POLIZZA ANNULLATA${a.annullataIl ? ` il ${giornoRoma.format(a.annullataIl)}` : ''}`
      : null;
  const blocks: PdfBlock[] = [
    {
      kind: 'small',
      text: `${brand.name} - ${brand.providerName} - Assistenza ${brand.contactEmail} - ${brand.tollFreeNumber}`,
    },
  ];
  // Cancelled: said first, in capitals, on every version downloaded since (and in every page's footer).
  // A variation appendix is named by the document's title (its first line).
  if (annullata) blocks.push({ kind: 'heading', text: annullata });
  blocks.push(
    { kind: 'heading', text: `Polizza n. ${a.numero}` },
    par(`Compagnia assicuratrice: ${riga(d.fornitore)}`),
    par(`Prodotto: ${riga(a.pacchetto)}${d.prodotto ? ` (${riga(d.prodotto)})` : ''}`),
    par(`Data di emissione: ${giornoRoma.format(a.dataAcquisto)}`),
    par(`Distributore: ${riga(d.distributore)}`),
  );
  if (variazione) {
    const dal = versione.data ? ` dal ${giornoRoma.format(versione.data)}` : '';
    blocks.push(
      par(
        `${variazione} alla polizza n. ${a.numero}${dal}: sostituisce il certificato precedente; il numero di polizza non cambia.`,
      ),
    );
    if (versione.modifiche && versione.modifiche.length > 0) {
      blocks.push({ kind: 'heading', text: 'Variazioni' });
      for (const m of versione.modifiche) {
        const area = areaModifica(m.tipoModifica);
        const valori = m.valoreOriginale !== null || m.valoreModificato !== null;
        blocks.push(
          par(
            valori
              ? `${area}: da ${valoreModifica(m.tipoModifica, m.valoreOriginale)} a ${valoreModifica(m.tipoModifica, m.valoreModificato)}`
              : area,
          ),
        );
      }
    }
  }
  if (d.principale)
    blocks.push(
      par(`Polizza integrativa della polizza n. ${d.principale.numero} (${riga(d.principale.pacchetto)})`),
    );
  for (const i of d.integrative)
    blocks.push(par(`Polizza integrativa collegata: n. ${i.numero} (${riga(i.pacchetto)})`));

  blocks.push({ kind: 'heading', text: 'Contraente' });
  blocks.push(par(contraente ? persona(contraente) : riga(a.contraente) || '-'));
  if (d.documentoPartecipanti !== null) blocks.push(...assicuratiDelGruppo(d, d.documentoPartecipanti));
  else {
    blocks.push({ kind: 'heading', text: `Assicurati (${d.assicurati.length || a.numeroPartecipanti})` });
    d.assicurati.forEach((p, i) => blocks.push(par(`${i + 1}. ${persona(p)}`)));
  }

  blocks.push(
    { kind: 'heading', text: 'Dati del viaggio' },
    par(`Dal ${formatDate(a.inizioViaggio)} al ${formatDate(a.fineViaggio)}`),
  );
  if (a.destinazione) blocks.push(par(`Destinazione: ${riga(a.destinazione)}`));
  if (a.nazionalita) blocks.push(par(`Area di partenza: ${riga(a.nazionalita)}`));
  if (a.riferimentoPratica) blocks.push(par(`Riferimento pratica: ${riga(a.riferimentoPratica)}`));

  if (d.garanzie.length > 0) {
    blocks.push({ kind: 'heading', text: 'Garanzie e massimali' });
    for (const g of d.garanzie) blocks.push(par(`${g.categoria} - ${g.nomeParametro}: ${limiteGaranzia(g)}`));
  }

  const lordo = cents(a.totalePremioImposte);
  blocks.push(
    { kind: 'heading', text: 'Premio' },
    par(`Premio totale: ${euro(lordo)}`),
    par(`di cui imposte: ${euro(lordo - cents(a.totalePremio))}`),
  );
  if (a.acquistataConCredito) blocks.push(par(ACQUISTATA_CON_CREDITO));

  const ulteriori = (a.datiAggiuntivi ?? []).filter((x) => x.descrizione);
  if (ulteriori.length > 0) {
    blocks.push({ kind: 'heading', text: 'Ulteriori dati' });
    for (const u of ulteriori) blocks.push(par(`${riga(u.descrizione)}: ${riga(u.value)}`));
  }
  if (d.voli.length > 0) {
    blocks.push({ kind: 'heading', text: 'Voli assicurati' });
    for (const v of d.voli) blocks.push(par(rigaVolo(v)));
  }

  const q = d.dichiarazione;
  if (q) {
    blocks.push({ kind: 'heading', text: q.testo.titolo ?? 'Richieste ed esigenze assicurative' });
    if (q.testo.introduzione) blocks.push(par(q.testo.introduzione));
    (q.testo.dichiarazioni ?? []).forEach((s, i) => blocks.push(par(`${i + 1}. ${s.testo}`)));
    if (q.testo.sceltaEffettuata) blocks.push(par(`Scelta del contraente: ${q.testo.sceltaEffettuata}`));
    if (q.checkPolizza) blocks.push(par(`${PRESA_VISIONE}.`));
    if (q.checkPrivacy) blocks.push(par(`${CONSENSO_PRIVACY}.`));
    blocks.push({
      kind: 'small',
      text: `Dichiarazione resa il ${giornoRoma.format(q.createdAt)}, questionario versione ${q.versioneQuestionario}.`,
    });
  }

  blocks.push({
    kind: 'small',
    text: `Il presente certificato attesta la copertura assicurativa alle condizioni di assicurazione del prodotto, che prevalgono in caso di difformità. Per la denuncia dei sinistri e l'assistenza: ${brand.contactEmail} - ${brand.tollFreeNumber}.`,
  });
  return {
    title: variazione ? `${TITOLO_CERTIFICATO} - ${variazione}` : TITOLO_CERTIFICATO,
    author: d.fornitore,
    footer: `${brand.name} - Polizza n. ${a.numero}${annullata ? ` - ${annullata}` : ''}`,
    blocks,
  };
}
