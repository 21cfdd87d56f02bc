import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { parametriViaggio } from '../shopping/stories/fixtures';
import { withShoppingStoryEngine } from '../shopping/stories/ShoppingStoryEngine';
import { AddToCart } from './AddToCart';

const completi = {
  pacchettoID: 12,
  parametri: { ...parametriViaggio, numeroPartecipanti: 2 },
  prodottiCollegati: [],
  partecipanti: [
    { ItemID: 1, Cognome: 'Rossi', Nome: 'Mario' },
    { ItemID: 2, Cognome: 'Bianchi', Nome: 'Anna' },
  ],
  parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
};

const meta = {
  title: 'Shopping/AddToCart',
  component: AddToCart,
  globals: desktopViewport,
  decorators: [withShoppingStoryEngine],
  parameters: {
    api: {
      'GET carrello/prodotti/complementari/12': { data: [] },
      'POST carrello': { data: { itemID: 7 } },
      'PUT carrello/7': { data: { itemID: 7 } },
      'GET carrello': { data: [] },
    },
    trip: { parameters: parametriViaggio, tripData: completi },
    path: '/carrello/infoProdotto',
  },
} satisfies Meta<typeof AddToCart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything entered: the button adds the item to the cart. */
export const Aggiungi: Story = {};

/** An item reloaded from the cart (MODIFICA): the button saves it in place. */
export const Modifica: Story = {
  parameters: {
    trip: { parameters: parametriViaggio, tripData: { ...completi, itemID: 7, inModifica: true } },
  },
};

/** Declarations not given and a participant without a name: the page's checks answer first. */
export const DatiMancanti: Story = {
  parameters: {
    trip: {
      parameters: parametriViaggio,
      tripData: {
        ...completi,
        partecipanti: [{ ItemID: 1, Cognome: 'Rossi', Nome: '' }, completi.partecipanti[1]],
        parametriDichiarazione: null,
      },
    },
  },
};

export const Mobile: Story = { globals: mobileViewport };
