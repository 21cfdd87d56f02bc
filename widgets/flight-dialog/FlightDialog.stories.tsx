import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { dettaglio, parametriViaggio } from '../shopping/stories/fixtures';
import { withShoppingStoryEngine } from '../shopping/stories/ShoppingStoryEngine';
import { datiExtraConVoli } from './datiExtra';
import { FlightDialog } from './FlightDialog';
import { volo, voliApi } from './stories/voliApi';

const tripData = { pacchettoID: 12, parametri: parametriViaggio, prodottiCollegati: [] };
const trip = { tripData, parameters: parametriViaggio };
const scelti = [
  volo('AF1205', 'FCO', 'CDG', '2026-08-01', '07:35', '09:30'),
  volo('AZ610', 'FCO', 'JFK', '2026-08-15', '10:05', '14:10'),
];
const conVoli = (voli: typeof scelti) => ({
  ...trip,
  tripData: { ...tripData, datiExtra: datiExtraConVoli(null, voli) },
});

const meta = {
  title: 'Shopping/FlightDialog',
  component: FlightDialog,
  globals: desktopViewport,
  decorators: [withShoppingStoryEngine],
  parameters: { api: voliApi(), trip, path: '/carrello/infoProdotto' },
} satisfies Meta<typeof FlightDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No flight chosen yet: 'Nessun Volo Selezionato' and the button. */
export const NessunVolo: Story = {};

/** The product has no flight cover (abilitaDatiVolo false): nothing is shown. */
export const SenzaCoperturaVoli: Story = {
  parameters: { api: { ...voliApi(), 'GET carrello/12': { data: dettaglio } } },
};

/** Two flights chosen: departure and arrival times, airports, number and day. */
export const VoliSelezionati: Story = { parameters: { trip: conVoli(scelti) } };

/** Six flights: the dialog offers no seventh. */
export const SeiVoli: Story = {
  parameters: {
    trip: conVoli(
      ['01', '02', '03', '04', '05', '06'].map((d) =>
        volo('AF1205', 'FCO', 'CDG', `2026-08-${d}`, '07:35', '09:30'),
      ),
    ),
  },
};

const open = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'SELEZIONA VOLO' }));
  return within(canvasElement.ownerDocument.body);
};

/** The dialog open on the search (no flight chosen yet). */
export const DialogoRicerca: Story = {
  play: async ({ canvasElement }) => {
    const body = await open(canvasElement);
    await expect(await body.findByRole('dialog', { name: 'Seleziona volo' })).toBeVisible();
  },
};

/** A search by airports with its results. */
export const Risultati: Story = {
  play: async ({ canvasElement }) => {
    const body = await open(canvasElement);
    await userEvent.click(await body.findByLabelText('Cerca per aeroporti'));
    await userEvent.type(body.getByRole('combobox', { name: 'Aeroporto di partenza' }), 'FCO');
    await userEvent.type(body.getByRole('combobox', { name: 'Aeroporto di destinazione' }), 'CDG');
    await userEvent.type(body.getByLabelText('Data di partenza'), '2026-08-01');
    await userEvent.click(body.getByRole('button', { name: 'Cerca' }));
    await body.findAllByRole('button', { name: /^Seleziona AF/ });
  },
};

/** Searching with nothing filled: one 'Errore validazione' toast per missing field. */
export const ErroriValidazione: Story = {
  play: async ({ canvasElement }) => {
    const body = await open(canvasElement);
    await userEvent.click(await body.findByRole('button', { name: 'Cerca' }));
  },
};

/** The flight service fails: 'Non è stato rilevato alcun volo…'. */
export const RicercaFallita: Story = {
  parameters: { api: voliApi({ failing: true }) },
  play: async ({ canvasElement }) => {
    const body = await open(canvasElement);
    await userEvent.type(await body.findByLabelText('Numero volo'), 'AZ610');
    await userEvent.type(body.getByLabelText('Data di partenza'), '2026-08-01');
    await userEvent.click(body.getByRole('button', { name: 'Cerca' }));
    await body.findByText('Non è stato rilevato alcun volo che soddisfa i parametri inseriti');
  },
};

/**
 * A route change (the browser's back button, here a link outside the dialog) closes the dialog
 * without saving.
 */
export const CambioPagina: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <Link to="/carrello/listaProdotti">Torna alla lista</Link>
      </>
    ),
  ],
};

/** On a phone the panel is the same and the dialog fills the screen. */
export const Mobile: Story = {
  globals: mobileViewport,
  args: { mobile: true },
  parameters: { trip: conVoli(scelti) },
};
