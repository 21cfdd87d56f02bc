import type {
  CarrelloItem,
  DatiAdesione,
  EsitoAcquisto,
  PartecipanteViaggio,
  Volo,
} from '../../../schemas/types';
import { toBase64Url } from '../../flight-dialog/datiExtra';

/** Cart items and purchase answers for the cart panel's stories and tests (never used by product code). */

const base64Json = (value: unknown) => {
  let binary = '';
  for (const b of new TextEncoder().encode(JSON.stringify(value))) binary += String.fromCharCode(b);
  return btoa(binary);
};

export const voloRoma: Volo = {
  numeroVolo: 'AZ610',
  aeroportoPartenzaIata: 'FCO',
  aeroportoArrivoIata: 'CDG',
  timestampPartenza: '2026-12-10T07:40:00+01:00',
  timestampArrivo: '2026-12-10T09:35:00+01:00',
};

interface Opzioni {
  partecipanti?: PartecipanteViaggio[];
  totali?: { totaleViaggio: number; commissioni: number; totaleViaggioDaPagare: number };
  complementari?: CarrelloItem['datiCarrello']['complementari'];
  voli?: Volo[];
  riferimentoPratica?: string;
  secondoImporto?: number;
  numeroAlloggi?: number;
}

/** A saved cart item as GET carrello answers it (server/areas/carrello/cart/formaCarrello.ts). */
export function itemCarrello(itemID: number, pacchetto: string, o: Opzioni = {}): CarrelloItem {
  const partecipanti = o.partecipanti ?? [];
  const parametri = {
    inizioViaggio: '2026-12-10',
    fineViaggio: '2026-12-17',
    destinazioneStato: 'FR',
    nazionalita: 'IT',
    numeroPartecipanti: Math.max(partecipanti.length, 1),
    ...(o.secondoImporto ? { secondoImporto: o.secondoImporto } : {}),
    ...(o.numeroAlloggi ? { numeroAlloggi: o.numeroAlloggi } : {}),
  };
  const datiExtra = o.voli ? toBase64Url({ datiVolo: o.voli }) : null;
  const complementari = o.complementari ?? [];
  return {
    datiProdotto: {
      pacchettoID: 12,
      prodottoID: 202,
      pacchetto,
      nomeProdotto: pacchetto,
      descrizioneSintetica:
        '<p>Copre <strong>annullamento</strong> e spese mediche.</p><script>alert(1)</script>',
    },
    datiCarrello: {
      dati: {
        itemID,
        pacchettoID: 12,
        numeroPartecipanti: parametri.numeroPartecipanti,
        inizioViaggio: parametri.inizioViaggio,
        fineViaggio: parametri.fineViaggio,
        statoID: 'FR',
        nazionalitaID: 'IT',
        riferimentoPratica: o.riferimentoPratica ?? null,
        secondoImporto: o.secondoImporto ?? null,
        numeroAlloggi: o.numeroAlloggi ?? null,
        tesseraSingola: false,
        prodottiCollegati: JSON.stringify(complementari.map((c) => ({ pacchettoID: c.pacchettoID }))),
        elencoPartecipanti: toBase64Url(partecipanti),
        ulterioriDati: toBase64Url([]),
        datiExtra,
        infoTotali: base64Json({
          tot: o.totali ?? { totaleViaggio: 0, commissioni: 0, totaleViaggioDaPagare: 0 },
        }),
      },
      complementari,
    },
    datiViaggio: {
      itemID,
      pacchettoID: 12,
      parametri,
      partecipanti,
      riferimentoPratica: o.riferimentoPratica ?? null,
      prodottiCollegati: complementari.map((c) => ({ pacchettoID: c.pacchettoID })),
      datiExtra,
    },
  };
}

export const itemCompleto = itemCarrello(1, 'Viaggio Sicuro Plus', {
  partecipanti: [
    { ItemID: 1, Cognome: 'Rossi', Nome: 'Mario' },
    { ItemID: 2, Cognome: 'Bianchi', Nome: 'Lucia' },
  ],
  totali: { totaleViaggio: 120.5, commissioni: 18.08, totaleViaggioDaPagare: 102.42 },
  complementari: [{ pacchettoID: 31, pacchetto: 'Spese Mediche Extra', totaleViaggio: 20.5, commissioni: 3 }],
  voli: [voloRoma],
  riferimentoPratica: 'PR-2026-0042',
  secondoImporto: 25000,
  numeroAlloggi: 2,
});

export const itemSenzaPartecipanti = itemCarrello(2, 'Annullamento Viaggio Plus', {
  totali: { totaleViaggio: 45.2, commissioni: 6.78, totaleViaggioDaPagare: 38.42 },
});

export const itemsCarrello: CarrelloItem[] = [itemCompleto, itemSenzaPartecipanti];

export function polizza(n: number, pacchetto: string, totale: number, commissioni: number): DatiAdesione {
  const itemGUID = `0f8b2c1e-0000-4000-8000-00000000000${n}`;
  return {
    itemGUID,
    numero: `VS-2026-00000${n}`,
    pacchetto,
    totalePremio: totale,
    totalePremioImposte: Math.round(totale * 0.2127 * 100) / 100,
    commissioni,
    totalePremioDaPagare: Math.round((totale - commissioni) * 100) / 100,
    numeroPartecipanti: 1,
    partecipantiElencoLista: [{ cognome: 'Rossi', nome: 'Mario' }],
    inizioViaggio: '2026-12-10',
    fineViaggio: '2026-12-17',
    acquistataConCredito: n === 1,
    certificato: `file/adesione/${itemGUID}`,
  };
}

export const esitoOk: EsitoAcquisto = {
  status: 'ok',
  data: {
    adesioni: [
      polizza(1, 'Viaggio Sicuro Plus', 120.5, 18.08),
      polizza(2, 'Annullamento Viaggio Plus', 45.2, 6.78),
    ],
    adesioniErrori: [],
    redirecUrl: null,
  },
};

export const esitoWarning: EsitoAcquisto = {
  status: 'warning',
  data: {
    adesioni: [polizza(1, 'Viaggio Sicuro Plus', 120.5, 18.08)],
    adesioniErrori: [
      {
        codice: 'adesioni.partecipantiMancanti',
        descrizione: 'Partecipanti mancanti',
        data: { pacchetto: 'Annullamento Viaggio Plus' },
      },
      { codice: '', descrizione: 'La data di inizio viaggio è passata' },
    ],
    redirecUrl: null,
  },
};

export const URL_PAGAMENTO = 'https://pagamenti.example.it/paga?ordine=42';
