import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { parametriViaggio } from '../shopping/stories/fixtures';
import { withShoppingStoryEngine } from '../shopping/stories/ShoppingStoryEngine';
import { TripForm } from './TripForm';

const meta = {
  title: 'Shopping/TripForm',
  component: TripForm,
  globals: desktopViewport,
  decorators: [withShoppingStoryEngine],
  parameters: { path: '/carrello/preventivatore' },
  args: { mode: 'quote' },
} satisfies Meta<typeof TripForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The quote page with nothing entered yet: heading, line, required-field note, fields marked *. */
export const Vuoto: Story = {};

/** The quote page with a trip entered (2 travellers to France in August). */
export const Compilato: Story = { parameters: { trip: { parameters: parametriViaggio } } };

/** An annullamento policy type (5) without a trip amount: "Trova Polizze" gives one toast per missing field. */
export const Errori: Story = {
  args: { initial: { tipologiaPolizza: 5, numeroPartecipanti: 1 } },
};

/** The quote page opened with readonly=true: parameters shown, not editable. */
export const SolaLettura: Story = {
  args: { readOnly: true },
  parameters: { trip: { parameters: parametriViaggio } },
};

/** Above the product list, after the trip was submitted: read-only with "Modifica". */
export const ListaInviato: Story = {
  args: { mode: 'list' },
  parameters: { path: '/carrello/listaProdotti', trip: { parameters: parametriViaggio } },
};

/** On a phone the submitted trip folds into a summary with "Modifica". */
export const Mobile: Story = {
  globals: mobileViewport,
  args: { mode: 'list', mobile: true },
  parameters: { path: '/carrello/listaProdotti', trip: { parameters: parametriViaggio } },
};

/** The product list's form with the boat amount (crociere) in three columns. */
export const ConImbarcazione: Story = {
  args: { mode: 'list', secondoImporto: true, columns: 3 },
  parameters: { path: '/carrello/listaProdotti', trip: { parameters: null } },
};
