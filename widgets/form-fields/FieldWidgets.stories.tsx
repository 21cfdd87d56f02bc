import type { ErrorSchema } from '@rjsf/utils';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { FormStoryEngine } from '../form/FormStoryEngine';
import { FieldWidgetsDemo } from './FieldWidgetsDemo';

const api = {
  'GET dropdown/province': {
    items: [
      { value: 'FI', text: 'Firenze' },
      { value: 'MI', text: 'Milano' },
      { value: 'NA', text: 'Napoli' },
    ],
    total: 3,
  },
};

const meta = {
  title: 'Forms/Field widgets',
  component: FieldWidgetsDemo,
  globals: desktopViewport,
  decorators: [
    (Story) => (
      <FormStoryEngine api={api}>
        <Story />
      </FormStoryEngine>
    ),
  ],
} satisfies Meta<typeof FieldWidgetsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Date, euro amount, codice fiscale, dropdown from dropdown/province and a document, all empty. */
export const Vuoti: Story = {};

/** Values as the API sends them: the date as YYYY-MM-DD, the amount as a number. */
export const Compilati: Story = {
  args: {
    formData: {
      dataPartenza: '2026-07-14',
      importoViaggio: 1234.5,
      codiceFiscale: 'RSSMRA80A01H501U',
      provincia: 'NA',
      documento: 'passaporto.pdf',
    },
  },
};

/** Each field with a message, as the form shows the server's refusals. */
export const ConErrori: Story = {
  globals: mobileViewport,
  args: {
    formData: { codiceFiscale: 'RSSMRA80A01H501A' },
    extraErrors: {
      dataPartenza: { __errors: ['Data Inizio Viaggio richiesta'] },
      importoViaggio: { __errors: ['Importo Viaggio richiesto'] },
      codiceFiscale: { __errors: ['Il codice fiscale non è valido: controllare i caratteri.'] },
    } as unknown as ErrorSchema,
  },
};

/** Read-only: values shown, nothing to change. */
export const SoloLettura: Story = { args: { ...Compilati.args, readonly: true } };
