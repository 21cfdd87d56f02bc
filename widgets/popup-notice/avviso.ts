/**
 * A popup notice as `GET amministrazione/popuputente` answers it (spec 2 §3 Popup notice).
 * `descrizione` is HTML the server has sanitised; `tipoVisualizzazione` 1 do not show again,
 * 2 confirm reading, 3 always show; `modalitaVisualizzazione` 2 a large dialog;
 * `posizioneApertura` 1 login, 2 cart, 3 product choice, 4 My area.
 */
export interface AvvisoPopup {
  itemID: number;
  versione: number;
  titolo: string;
  descrizione: string;
  pathFile: string | null;
  link: string | null;
  tipoVisualizzazione: 1 | 2 | 3;
  modalitaVisualizzazione: 1 | 2;
  posizioneApertura: number;
  idProdotto: number | null;
  idPolizza: number | null;
  /** The packages of `idProdotto` (empty when the notice is not bound to a product). */
  idPolizzeProdotto: number[];
}

/** Only web addresses and the site's own paths become links; anything else (`javascript:`) none. */
export function safeHref(href: string | null | undefined): string | null {
  if (!href) return null;
  const trimmed = href.trim();
  return /^(https?:\/\/|\/(?!\/))/i.test(trimmed) ? trimmed : null;
}
