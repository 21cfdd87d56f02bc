import { useRef, useState } from 'react';
import { SourceError } from '../../engine/react/data';
import { useAcquista } from '../shopping/cartQueries';
import { esitoMostrato, nuovaChiave, type EsitoMostrato } from './purchaseOutcome';

export interface PurchaseFlow {
  /** Acquista: ignored while a purchase is under way (the pressed flag). */
  acquista(): Promise<void>;
  pressed: boolean;
  /** The answer being shown: its warning box (`avvisi`) first, then the summary (`riepilogo`). */
  esito: EsitoMostrato | null;
  fase: 'avvisi' | 'riepilogo' | null;
  /** The warning box was closed: on to the payment page or the summary. */
  chiudiAvvisi(): void;
  /** The summary was closed (after its confirmation when a redirect URL exists). */
  chiudiRiepilogo(): void;
}

// A failure after which the server may have bought the cart: no answer, or a server error. The next
// press then sends the same key, and gets that purchase's result instead of a second set of policies.
const forseEseguito = (error: unknown) =>
  !(error instanceof SourceError) || error.status === null || error.status >= 500;

/**
 * Spec 2 §4 "Purchase from cart", once only: a pressed flag (a ref, so a double click within one
 * render is refused too) held until the outcome is over or the call fails; one Idempotency-Key per
 * purchase, kept for the retry of a call that may have gone through. `vai(url)` leaves for the
 * payment page; `onFine` runs when the summary closes.
 */
export function usePurchase({
  vai,
  onRiepilogo,
  onFine,
}: {
  vai: (url: string) => void;
  onRiepilogo: () => void;
  onFine: () => void;
}): PurchaseFlow {
  const acquistaMutation = useAcquista();
  const pressedRef = useRef(false);
  const chiave = useRef<string | null>(null);
  const [pressed, setPressed] = useState(false);
  const [esito, setEsito] = useState<EsitoMostrato | null>(null);
  const [fase, setFase] = useState<PurchaseFlow['fase']>(null);

  const libera = () => {
    pressedRef.current = false;
    setPressed(false);
  };

  const prosegui = (shown: EsitoMostrato) => {
    if (shown.poi === 'redirect' && shown.redirect) {
      setFase(null);
      vai(shown.redirect);
    } else if (shown.poi === 'riepilogo') {
      setFase('riepilogo');
      onRiepilogo();
    } else {
      setFase(null);
      setEsito(null);
      libera();
    }
  };

  return {
    pressed,
    esito,
    fase,
    async acquista() {
      if (pressedRef.current) return;
      pressedRef.current = true;
      setPressed(true);
      chiave.current ??= nuovaChiave();
      try {
        const answer = await acquistaMutation.mutateAsync({ idempotencyKey: chiave.current });
        chiave.current = null;
        const shown = esitoMostrato(answer);
        setEsito(shown);
        if (shown.errori.length > 0) setFase('avvisi');
        else prosegui(shown);
      } catch (error) {
        // The error catalogue has shown it; a refusal was a whole answer, so the next press is a new purchase.
        if (!forseEseguito(error)) chiave.current = null;
        libera();
      }
    },
    chiudiAvvisi() {
      if (esito) prosegui(esito);
    },
    chiudiRiepilogo() {
      setFase(null);
      setEsito(null);
      libera();
      onFine();
    },
  };
}
