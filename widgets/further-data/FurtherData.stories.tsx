import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import type { ProdottoDettaglio, UlterioreDato } from '../../schemas/types';
import { voci } from './furtherData.fixtures';
import { dettaglio, parametriViaggio } from '../shopping/stories/fixtures';
import { withShoppingStoryEngine } from '../shopping/stories/ShoppingStoryEngine';
import { FurtherData } from './FurtherData';

const prodotto: ProdottoDettaglio = { ...dettaglio, ulterioriDati: voci };
const api = { 'GET carrello/12': { data: prodotto } };
const tripData = { pacchettoID: 12, parametri: parametriViaggio, prodottiCollegati: [] };
const compilati: UlterioreDato[] = voci.map((v) => ({
  ...v,
  valore: { 31: 'Costa Smeralda', 32: 'CS-2026-884120', 33: '8241', 34: 'APP', 35: 'Costa Crociere' }[
    v.itemID
  ],
}));

const meta = {
  title: 'Shopping/FurtherData',
  component: FurtherData,
  globals: desktopViewport,
  decorators: [withShoppingStoryEngine],
  parameters: { api, trip: { tripData }, path: '/carrello/infoProdotto' },
} satisfies Meta<typeof FurtherData>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing entered yet: free-text and dropdown items, the mandatory ones marked *. A malformed option list is asked as text. */
export const Vuoto: Story = {};

/** Every item answered. */
export const Compilato: Story = {
  parameters: { trip: { tripData: { ...tripData, ulterioriDati: compilati } } },
};

/** The mandatory items left empty, each with its message. */
export const Errori: Story = { args: { showErrors: true } };

/** On a phone: one field under the other. */
export const Mobile: Story = {
  globals: mobileViewport,
  args: { mobile: true },
  parameters: { trip: { tripData: { ...tripData, ulterioriDati: compilati.slice(0, 2) } } },
};

/** Shown, not editable. */
export const SolaLettura: Story = {
  args: { readOnly: true },
  parameters: { trip: { tripData: { ...tripData, ulterioriDati: compilati } } },
};

/** A product that asks no further data: the section is not shown. */
export const SenzaUlterioriDati: Story = {
  parameters: { api: { 'GET carrello/12': { data: { ...dettaglio, ulterioriDati: [] } } } },
};
