import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { parametriViaggio } from '../shopping/stories/fixtures';
import { withShoppingStoryEngine } from '../shopping/stories/ShoppingStoryEngine';
import { Declarations } from './Declarations';
import { questionario } from './declarations.fixtures';

const tripData = { pacchettoID: 12, parametri: parametriViaggio, prodottiCollegati: [] };
const compilato = {
  tripData: {
    ...tripData,
    parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
  },
};

const meta = {
  title: 'Shopping/Declarations',
  component: Declarations,
  globals: desktopViewport,
  decorators: [withShoppingStoryEngine],
  parameters: {
    api: {
      'GET carrello/questionarioAdeguatezza': { data: questionario },
      'GET carrello/moduloCliente': () =>
        new Response(new Blob(['%PDF-1.7 modulo'], { type: 'application/pdf' }), {
          headers: { 'content-type': 'application/pdf' },
        }),
    },
    trip: { tripData },
    path: '/carrello/infoProdotto',
  },
} satisfies Meta<typeof Declarations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing declared yet: both boxes empty, no suitability choice. */
export const Vuoto: Story = {};

/** Both boxes ticked and the customer proceeds: the seven statements are shown. */
export const Compilato: Story = { parameters: { trip: compilato } };

/** The customer declined to give information. */
export const Rifiutato: Story = {
  parameters: {
    trip: {
      tripData: {
        ...tripData,
        parametriDichiarazione: { adeguatezza: false, checkPolizza: true, checkPrivacy: true },
      },
    },
  },
};

/** Adding to the cart with nothing declared: each missing declaration says so. */
export const Errori: Story = { args: { showErrors: true } };

/** On a phone: the customer form is a full-width button. */
export const Mobile: Story = { globals: mobileViewport, args: { mobile: true } };

/** Shown, not editable. */
export const SolaLettura: Story = { args: { readOnly: true }, parameters: { trip: compilato } };
