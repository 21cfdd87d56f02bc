import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { jsonResponse } from '../../engine/react/testing/createTestEngine';
import type { PartecipanteViaggio, ProdottoDettaglio } from '../../schemas/types';
import { dettaglio, parametriViaggio } from '../shopping/stories/fixtures';
import { ParticipantTable } from './ParticipantTable';
import { withParticipantStoryEngine } from './stories/ParticipantStoryEngine';

const prodotto: ProdottoDettaglio = {
  ...dettaglio,
  richiedeEmail: true,
  caricaImmagine: true,
  extraInfo: [
    { labelID: 2, valore: null },
    { labelID: 11, valore: null },
  ],
};

/** What the fake server's participant file holds (camelCase, as the server answers). */
export const importati: PartecipanteViaggio[] = [
  { cognome: 'Esposito', nome: 'Chiara', codiceFiscale: '', dataNascita: '1985-04-12', Email: '' },
  {
    cognome: 'Ferri',
    nome: 'Davide',
    codiceFiscale: '',
    dataNascita: '1979-11-30',
    Email: 'd.ferri@esempio.it',
  },
  { cognome: 'Gallo', nome: 'Elena', codiceFiscale: '', dataNascita: '2001-01-09', Email: '' },
];

const api = {
  'GET carrello/12': { data: prodotto },
  'POST carrello/upload/excelpartecipanti': { data: importati },
  'POST carrello/upload/immaginepartecipanti': { data: '77' },
  'DELETE carrello/upload/immaginepartecipanti/77': { data: true },
  'GET carrello/modelloPartecipanti': () =>
    new Response('Cognome;Nome;Codice Fiscale;Data di nascita;Email\r\n', {
      headers: { 'content-type': 'text/csv' },
    }),
};
const tripData = { pacchettoID: 12, parametri: parametriViaggio, prodottiCollegati: [] };

export const compilati: PartecipanteViaggio[] = [
  {
    Cognome: 'Rossi',
    Nome: 'Mario',
    CodiceFiscale: 'RSSMRA80B01H501T',
    DataNascita: '1980-02-01',
    Email: 'mario.rossi@esempio.it',
  },
  {
    Cognome: 'Bianchi',
    Nome: 'Anna',
    CodiceFiscale: 'BNCNNA90C41F205A',
    DataNascita: '1990-03-01',
    Email: '',
  },
];

const meta = {
  title: 'Shopping/ParticipantTable',
  component: ParticipantTable,
  globals: desktopViewport,
  decorators: [withParticipantStoryEngine],
  parameters: { api, trip: { tripData } },
} satisfies Meta<typeof ParticipantTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two participants to enter: blank rows, Email column, template links, uploads and the single-document option. */
export const Vuoto: Story = {};

/** Both participants entered, with valid tax codes. */
export const Compilato: Story = {
  parameters: { trip: { tripData: { ...tripData, partecipanti: compilati } } },
};

/** Twelve participants: two pages of ten. */
export const DuePagine: Story = {
  parameters: {
    trip: { tripData: { ...tripData, parametri: { ...parametriViaggio, numeroPartecipanti: 12 } } },
  },
};

/**
 * Mistakes: names missing, birth date and tax code required by the product, a tax code over 16
 * characters; a wrong check character and a code of someone else are warnings only.
 */
export const Errori: Story = {
  args: { showErrors: true },
  parameters: {
    trip: {
      tripData: {
        ...tripData,
        parametri: { ...parametriViaggio, numeroPartecipanti: 4 },
        partecipanti: [
          { Cognome: 'Rossi', Nome: '', CodiceFiscale: '', DataNascita: '' },
          { Cognome: 'Verdi', Nome: 'Luca', CodiceFiscale: 'VRDLCU80A01H501ZZ', DataNascita: '1980-01-01' },
          { Cognome: 'Neri', Nome: 'Sara', CodiceFiscale: 'RSSMRA80B01H501A', DataNascita: '1980-02-01' },
          { Cognome: 'Smith', Nome: 'John', CodiceFiscale: 'RSSMRA80B01H501T', DataNascita: '1975-05-05' },
        ],
      },
    },
  },
};

/** On a phone: one card per participant. */
export const Mobile: Story = {
  globals: mobileViewport,
  args: { mobile: true },
  parameters: { trip: { tripData: { ...tripData, partecipanti: compilati } } },
};

/** The group's list is an attached image or PDF: only the head of the group, no single-document option. */
export const ConImmagine: Story = {
  parameters: {
    trip: {
      tripData: {
        ...tripData,
        parametri: { ...parametriViaggio, numeroPartecipanti: 25 },
        immaginePartecipanti: '77',
        partecipanti: [compilati[0]!],
      },
    },
  },
};

/** The same on a phone: the card is titled 'Capogruppo'. */
export const ConImmagineMobile: Story = { ...ConImmagine, globals: mobileViewport, args: { mobile: true } };

/** Shown, not editable: no file actions. */
export const SolaLettura: Story = {
  args: { readOnly: true },
  parameters: { trip: { tripData: { ...tripData, partecipanti: compilati, tesseraSingola: true } } },
};

/** The server refuses the participant file: its message in a toast. */
export const FileSenzaPartecipanti: Story = {
  parameters: {
    api: {
      ...api,
      'POST carrello/upload/excelpartecipanti': jsonResponse(
        {
          messages: [
            {
              code: 'partecipanti.file',
              text: 'Verificare il file caricato: non risultano partecipanti presenti al suo interno',
              type: 'error',
            },
          ],
        },
        400,
      ),
    },
  },
};
