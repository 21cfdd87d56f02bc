import type { Decorator } from '@storybook/react-vite';
import { useEffect, useEffectEvent, useMemo, type ReactNode } from 'react';
import type { CarrelloItem, EsitoAcquisto } from '../../../schemas/types';
import { ShoppingStoryEngine } from '../../shopping/stories/ShoppingStoryEngine';
import type { TripState } from '../../shopping/tripState';
import { CartPanel } from '../CartPanel';
import { useCartPanel } from '../useCartPanel';
import { cartApi } from './cartApi';

export interface CartStoryParameters {
  items: CarrelloItem[];
  esito?: EsitoAcquisto | (() => Response);
  lento?: number;
}

/**
 * Cart panel stories: the shopping story engine over a fresh fake cart server per mount (so a test's
 * deletions and purchases do not leak into the next), `parameters.cart` its contents and purchase answer.
 */
// One object, so that a re-render does not make a new engine.
const NO_TRIP: Partial<TripState> = {};

export const withCartStory: Decorator = (Story, { parameters }) => (
  <CartStory
    cart={parameters.cart as CartStoryParameters}
    trip={(parameters.trip as Partial<TripState> | undefined) ?? NO_TRIP}
    path={(parameters.path as string | undefined) ?? '/carrello/listaProdotti'}
  >
    <Story />
  </CartStory>
);

function CartStory({
  cart,
  trip,
  path,
  children,
}: {
  cart: CartStoryParameters;
  trip: Partial<TripState>;
  path: string;
  children: ReactNode;
}) {
  const api = useMemo(
    () =>
      cartApi(cart.items, typeof cart.esito === 'function' ? cart.esito() : cart.esito, {
        lento: cart.lento ?? 0,
      }),
    [cart],
  );
  return (
    <ShoppingStoryEngine api={api} trip={trip} path={path}>
      {children}
    </ShoppingStoryEngine>
  );
}

/** The panel on the engine's open state, opened when the story mounts. */
export function OpenCartPanel({
  mobile,
  dettagliAperti,
  vai,
}: {
  mobile?: boolean;
  dettagliAperti?: boolean;
  vai?: (url: string) => void;
}) {
  const { open, show, hide } = useCartPanel();
  // Opened once, as the icon's click would.
  const apri = useEffectEvent(show);
  useEffect(() => apri(), []);
  return <CartPanel open={open} onHide={hide} mobile={mobile} dettagliAperti={dettagliAperti} vai={vai} />;
}
