import { describe, expect, it } from 'vitest';
import { decodeBase64Json, partecipantiItem, titoloItem, totaliCarrello, totaliItem } from './cartData';
import { itemCarrello, itemCompleto, itemsCarrello, itemSenzaPartecipanti } from './stories/cartFixtures';

describe('cart data', () => {
  it('decodes infoTotali (base64 UTF-8 JSON) and sums the cart in cents', () => {
    expect(totaliItem(itemCompleto)).toEqual({
      totaleViaggio: 120.5,
      commissioni: 18.08,
      totaleViaggioDaPagare: 102.42,
      ritenutaAcconto: 0,
    });
    const a = itemCarrello(5, 'A', {
      totali: { totaleViaggio: 0.1, commissioni: 0.1, totaleViaggioDaPagare: 0 },
    });
    const b = itemCarrello(6, 'B', {
      totali: { totaleViaggio: 0.2, commissioni: 0.2, totaleViaggioDaPagare: 0 },
    });
    expect(totaliCarrello([a, b]).totaleViaggio).toBe(0.3);
    expect(totaliCarrello(itemsCarrello)).toEqual({
      totaleViaggio: 165.7,
      commissioni: 24.86,
      totaleViaggioDaPagare: 140.84,
      ritenutaAcconto: 0,
    });
    expect(totaliCarrello([])).toEqual({
      totaleViaggio: 0,
      commissioni: 0,
      totaleViaggioDaPagare: 0,
      ritenutaAcconto: 0,
    });
  });

  it('sums the withholding tax Da pagare includes (issue 24)', () => {
    const conRitenuta = (id: number, ritenutaAcconto: number) => {
      const item = itemCarrello(id, 'R');
      const tot = {
        totaleViaggio: 100,
        commissioni: 10,
        totaleViaggioDaPagare: 90 + ritenutaAcconto,
        ritenutaAcconto,
      };
      item.datiCarrello.dati.infoTotali = btoa(JSON.stringify({ tot }));
      return item;
    };
    expect(totaliCarrello([conRitenuta(8, 1.15), conRitenuta(9, 0.08)]).ritenutaAcconto).toBe(1.23);
  });

  it('reads unreadable totals as zero instead of failing', () => {
    const rotto = itemCarrello(7, 'C');
    rotto.datiCarrello.dati.infoTotali = '%%%';
    expect(totaliItem(rotto)).toEqual({
      totaleViaggio: 0,
      commissioni: 0,
      totaleViaggioDaPagare: 0,
      ritenutaAcconto: 0,
    });
    expect(decodeBase64Json('')).toBeNull();
    expect(decodeBase64Json(btoa('non json'))).toBeNull();
  });

  it('decodes accented text and base64url', () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ città: 'Forlì' }));
    const b64 = btoa(String.fromCharCode(...bytes));
    expect(decodeBase64Json(b64)).toEqual({ città: 'Forlì' });
    expect(decodeBase64Json(b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''))).toEqual({
      città: 'Forlì',
    });
  });

  it('names an item by its first participant, or ERRORE PARTECIPANTI', () => {
    expect(titoloItem(itemCompleto, 'ERRORE PARTECIPANTI')).toBe('Viaggio Sicuro Plus - Rossi Mario');
    expect(titoloItem(itemSenzaPartecipanti, 'ERRORE PARTECIPANTI')).toBe(
      'Annullamento Viaggio Plus - ERRORE PARTECIPANTI',
    );
    // Without the trip data's list, the encoded elencoPartecipanti is read (imported rows: lower case).
    const importato = itemCarrello(8, 'D', { partecipanti: [{ cognome: 'Verdi', nome: 'Anna' }] });
    importato.datiViaggio.partecipanti = null;
    expect(partecipantiItem(importato)).toEqual([{ cognome: 'Verdi', nome: 'Anna' }]);
  });
});
