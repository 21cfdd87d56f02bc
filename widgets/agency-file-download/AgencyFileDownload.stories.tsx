import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { jsonResponse } from '../../engine/react/testing/createTestEngine';
import { withFormStoryEngine } from '../form/FormStoryEngine';
import { AgencyFileDownload } from './AgencyFileDownload';

const documento = () =>
  new Response(new Blob(['%PDF-1.4\n%visura\n'], { type: 'application/pdf' }), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="visura_camerale.pdf"; filename*=UTF-8''visura%20camerale%C3%A8.pdf`,
    },
  });

const meta = {
  title: 'Agenzie/AgencyFileDownload',
  component: AgencyFileDownload,
  globals: desktopViewport,
  parameters: { api: { 'GET agenzie/file': documento }, path: '/agenzie/file?token=7.1767225600.firma' },
  decorators: [withFormStoryEngine],
} satisfies Meta<typeof AgencyFileDownload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid link: the button saves the document under its uploaded name. */
export const LinkValido: Story = {};

/** The link expired or was altered: the server's Italian refusal under the button. */
export const LinkScaduto: Story = {
  globals: mobileViewport,
  parameters: {
    api: {
      'GET agenzie/file': jsonResponse({ text: 'Il link del documento non è valido o è scaduto' }, 404),
    },
  },
};

/** A link opened without its token. */
export const SenzaToken: Story = { parameters: { path: '/agenzie/file' } };
