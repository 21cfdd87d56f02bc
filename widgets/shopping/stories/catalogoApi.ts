import type { RouteAnswer } from '../../../engine/react/testing/createTestEngine';
import type { ConfrontoRichiesta, ProdottoDettaglio, ProdottoLista } from '../../../schemas/types';
import { categorie, dettaglio, dropdowns, prodotti } from './fixtures';

/**
 * A fake carrello server for the shopping stories, with state: the favourites it was told about
 * change what confrontaProdotti answers, as on the real server. Products are priced only when the
 * request carries trip dates. `refuseFavourites` answers every toggle with status ko.
 */
export function catalogoApi({ refuseFavourites = false } = {}): Record<string, RouteAnswer> {
  const favourites = new Set(prodotti.filter((p) => p.preferito).map((p) => p.pacchettoID));
  const listed = (p: ProdottoLista, priced: boolean): ProdottoLista => ({
    ...p,
    preferito: favourites.has(p.pacchettoID),
    totali: priced ? p.totali : null,
  });
  const detail = (p: ProdottoLista): ProdottoDettaglio =>
    p.pacchettoID === dettaglio.pacchettoID
      ? dettaglio
      : {
          ...dettaglio,
          itemID: p.itemID,
          pacchettoID: p.pacchettoID,
          prodottoID: p.prodottoID,
          pacchetto: p.pacchetto,
        };
  const routes: Record<string, RouteAnswer> = {
    ...dropdowns,
    'GET carrello/pacchettiCategorie': { items: categorie, total: categorie.length },
    'POST carrello/confrontaProdotti': async (request: Request) => {
      const body = (await request.json()) as ConfrontoRichiesta;
      const priced = Boolean(body.parametri?.inizioViaggio);
      const chosen = prodotti.filter((p) =>
        body.listIDs.length > 0
          ? body.listIDs.includes(p.pacchettoID)
          : body.categoriaID === -1
            ? favourites.has(p.pacchettoID)
            : body.categoriaID === null ||
              body.categoriaID === undefined ||
              p.categoriaID === body.categoriaID,
      );
      return { data: chosen.map((p) => listed(p, priced)) };
    },
    'POST carrello/preferiti': async (request: Request) => {
      if (refuseFavourites) return { status: 'ko' };
      const { itemIDPacchetto } = (await request.json()) as { itemIDPacchetto: number };
      if (!favourites.delete(itemIDPacchetto)) favourites.add(itemIDPacchetto);
      return { status: 'ok' };
    },
  };
  for (const p of prodotti) routes[`GET carrello/${p.pacchettoID}`] = { data: detail(p) };
  return routes;
}
