import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { LivePolicyImport } from './PolicyImport';
import { erroriDemo, type ImportApiOptions } from './stories/importApi';
import { withImportStory } from './stories/withImportStory';

const api = (importApi: ImportApiOptions) => ({ importApi });

const meta = {
  title: 'Shopping/PolicyImport',
  component: LivePolicyImport,
  globals: desktopViewport,
  decorators: [withImportStory],
  parameters: api({}),
} satisfies Meta<typeof LivePolicyImport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog, opened from the navigation bar's upload icon. */
const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Importa polizze' }));
  const body = within(canvasElement.ownerDocument.body);
  await body.findByRole('dialog', { name: 'Importazione polizze' });
  return body;
};

/** The first model and a spreadsheet chosen. */
const choose = async (body: ReturnType<typeof within>, fileName = 'pratiche.xlsx') => {
  await body.findByRole('option', { name: 'Modello nominativi divisi per riga' });
  await userEvent.selectOptions(body.getByLabelText('Modello'), '1');
  await userEvent.upload(body.getByLabelText('File (.xls, .xlsx)'), new File(['pratiche'], fileName));
};

const importa = async (canvasElement: HTMLElement) => {
  const body = await open(canvasElement);
  await choose(body);
  await userEvent.click(body.getByRole('button', { name: 'Importa' }));
  return body;
};

/** The upload icon alone. */
export const Icona: Story = {};

/** The dialog with nothing chosen yet. */
export const Vuoto: Story = { play: async ({ canvasElement }) => void (await open(canvasElement)) };

/** Importa with nothing chosen: the model and the file are asked for, next to their fields. */
export const CampiMancanti: Story = {
  play: async ({ canvasElement }) => {
    const body = await open(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Importa' }));
    await body.findByText('Scegliere il modello del file.');
  },
};

/** A model (with its template's download) and a file chosen. */
export const FileScelto: Story = {
  play: async ({ canvasElement }) => {
    const body = await open(canvasElement);
    await choose(body);
    await expect(
      body.getByRole('button', { name: /Scarica il modello vuoto: Modello nominativi divisi per riga/ }),
    ).toBeVisible();
  },
};

/** The queued import at 5 of 12 practices: the progress bar and the polite status line. */
export const InCaricamento: Story = {
  parameters: api({ step: 5, fermaA: 5 }),
  play: async ({ canvasElement }) => {
    const body = await importa(canvasElement);
    await body.findByText('Pratiche elaborate: 5 di 12');
  },
};

/** An agency's import (tipoEsecuzione 1): '{n} Polizze aggiunte al carrello.' and 'Vai al carrello'. */
export const AggiunteAlCarrello: Story = {
  parameters: api({ tipoEsecuzione: 1, giaPresenti: 2 }),
  play: async ({ canvasElement }) => {
    const body = await importa(canvasElement);
    await body.findByRole('button', { name: 'Vai al carrello' }, { timeout: 5000 });
  },
};

/** A tour operator's import (issued at once): 'Polizze generate: {n}', OK and the rows with errors. */
export const GenerateConErrori: Story = {
  parameters: api({ tipoEsecuzione: 2, errori: erroriDemo }),
  play: async ({ canvasElement }) => {
    const body = await importa(canvasElement);
    await body.findByRole('table', {}, { timeout: 5000 });
  },
};

/** The server refuses the file (400): its Italian message in the dialog. */
export const RifiutoServer: Story = {
  parameters: api({ rifiuto: 'Il file non corrisponde al modello scelto: colonna "Cognome" mancante.' }),
  play: async ({ canvasElement }) => {
    const body = await importa(canvasElement);
    await body.findByText(/Il file non corrisponde al modello scelto/);
  },
};

/** On a phone the dialog fills the width; the same states. */
export const Mobile: Story = {
  globals: mobileViewport,
  parameters: api({ tipoEsecuzione: 2, errori: erroriDemo }),
  play: GenerateConErrori.play,
};
