import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { jsonResponse } from '../../engine/react/testing/createTestEngine';
import { withFormStoryEngine } from '../form/FormStoryEngine';
import { TermsPage } from './TermsPage';

const prodotto = jsonResponse({
  data: {
    pacchettoID: 12,
    prodottoID: 3,
    nome: 'Annullamento Viaggio Plus',
    nomeProdotto: 'Annullamento',
    fornitore: 'Europ Assistance Italia',
  },
});

const meta = {
  title: 'Shopping/TermsPage',
  component: TermsPage,
  globals: desktopViewport,
  parameters: {
    api: { 'GET terminiecondizioni/prodotto': prodotto },
    path: '/terminiecondizioni?pacchettoId=12&prodottoId=3',
  },
  decorators: [withFormStoryEngine],
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product's terms: the PDF in the page and its download. */
export const Termini: Story = {};

/** On a phone. */
export const TerminiMobile: Story = { globals: mobileViewport };

/** A package that does not exist or is no longer sold. */
export const ProdottoSconosciuto: Story = {
  parameters: {
    api: {
      'GET terminiecondizioni/prodotto': jsonResponse(
        { text: 'I termini e condizioni di questo prodotto non sono disponibili' },
        404,
      ),
    },
    path: '/terminiecondizioni?pacchettoId=999999',
  },
};

/** The page opened without a product. */
export const SenzaProdotto: Story = { parameters: { path: '/terminiecondizioni' } };
