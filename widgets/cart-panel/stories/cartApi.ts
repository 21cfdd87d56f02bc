import { jsonResponse, type RouteAnswer } from '../../../engine/react/testing/createTestEngine';
import type { CarrelloItem, EsitoAcquisto } from '../../../schemas/types';

/** Every Idempotency-Key the fake POST adesioni received, in order. */
export const chiaviAcquisto: string[] = [];

/**
 * A fake cart server with state for the cart panel's stories: GET carrello lists what is left, DELETE
 * and svuotacarrello remove, POST adesioni answers `esito` (a Response for a failure) and then empties
 * the cart of the policies it issued. `lento` delays the purchase answer (double-click stories).
 */
export function cartApi(
  items: CarrelloItem[],
  esito: EsitoAcquisto | Response = { status: 'ok', data: { adesioni: [], adesioniErrori: [] } },
  { lento = 0 } = {},
): Record<string, RouteAnswer> {
  let carrello = [...items];
  const routes: Record<string, RouteAnswer> = {
    'GET carrello': () => ({ data: carrello }),
    'POST carrello/svuotacarrello': () => {
      const eliminati = carrello.length;
      carrello = [];
      return { data: { eliminati } };
    },
    'POST adesioni': async (request: Request) => {
      chiaviAcquisto.push(request.headers.get('Idempotency-Key') ?? '');
      if (lento) await new Promise((resolve) => setTimeout(resolve, lento));
      if (esito instanceof Response) return esito;
      const emesse = esito.data.adesioni.map((p) => p.pacchetto);
      carrello = carrello.filter((i) => !emesse.includes(i.datiProdotto.pacchetto));
      return esito;
    },
  };
  if (!(esito instanceof Response))
    for (const p of esito.data.adesioni)
      routes[`GET file/adesione/${p.itemGUID}`] = new Response(
        new Blob(['%PDF-1.7 certificato'], { type: 'application/pdf' }),
      );
  for (const item of items) {
    const id = item.datiCarrello.dati.itemID;
    routes[`DELETE carrello/${id}`] = () => {
      const before = carrello.length;
      carrello = carrello.filter((i) => i.datiCarrello.dati.itemID !== id);
      return before === carrello.length
        ? jsonResponse({ text: 'Prodotto non trovato nel carrello' }, 404)
        : { data: true };
    };
  }
  return routes;
}
