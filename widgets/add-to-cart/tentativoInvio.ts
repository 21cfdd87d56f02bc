import { useEffect, useState } from 'react';

/**
 * The product page's widgets are siblings placed by the screen JSON, so 'Aggiungi al carrello'
 * cannot pass them a prop: a refused attempt is announced as a window event, and each part of the
 * form then marks what is missing next to its fields (not only in the toasts), as WCAG 3.3.1 asks.
 */
const EVENTO = 'overins:modulo-acquisto-rifiutato';

export function segnalaTentativoRifiutato(): void {
  window.dispatchEvent(new Event(EVENTO));
}

/** True once 'Aggiungi al carrello' has been refused on this page (until the widget unmounts). */
export function useTentativoRifiutato(): boolean {
  const [rifiutato, setRifiutato] = useState(false);
  useEffect(() => {
    const on = () => setRifiutato(true);
    window.addEventListener(EVENTO, on);
    return () => window.removeEventListener(EVENTO, on);
  }, []);
  return rifiutato;
}
