import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { jsonResponse } from '../../engine/react/testing/createTestEngine';
import { withFormStoryEngine } from '../form/FormStoryEngine';
import { CertificateDownload } from './CertificateDownload';

const pdf = () =>
  new Response(new Blob(['%PDF-1.7\n%storia\n'], { type: 'application/pdf' }), {
    headers: { 'content-type': 'application/pdf' },
  });

const meta = {
  title: 'Adesioni/CertificateDownload',
  component: CertificateDownload,
  globals: desktopViewport,
  args: { title: 'Scarica documento di adesione' },
  parameters: { api: { 'GET adesioni/file': pdf }, path: '/adesioni/file?token=abc.123.firma' },
  decorators: [withFormStoryEngine],
} satisfies Meta<typeof CertificateDownload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid link: the button downloads adesione.pdf. */
export const LinkValido: Story = {};

/** The link expired or was altered: the server's Italian refusal under the button. */
export const LinkScaduto: Story = {
  globals: mobileViewport,
  parameters: {
    api: {
      'GET adesioni/file': jsonResponse({ text: 'Il link del certificato non è valido o è scaduto' }, 404),
    },
  },
};

/** The versions asked by the stories' downloads (`?versione=`, '' for none), for tests. */
export const versioniChieste: string[] = [];

/** A link to one version of the certificate (issue 26): the download asks for that version. */
export const LinkAUnaVersione: Story = {
  parameters: {
    path: '/adesioni/file?token=abc.123.firma&versione=1',
    api: {
      'GET adesioni/file': (request: Request) => {
        versioniChieste.push(new URL(request.url).searchParams.get('versione') ?? '');
        return pdf();
      },
    },
  },
};

/** A link opened without its token. */
export const SenzaToken: Story = { parameters: { path: '/adesioni/file' } };
