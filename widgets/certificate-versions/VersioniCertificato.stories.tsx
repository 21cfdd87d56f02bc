import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport } from '../../.storybook/viewports';
import { withFormStoryEngine } from '../form/FormStoryEngine';
import { polizzaBase } from '../policy-card/stories/fixtures';
import { VersioniCertificato } from './VersioniCertificato';

/** The versions each story's server was asked for (`?versione=`), for tests to look at. */
export const versioniRichieste: string[] = [];

const pdf = (request: Request) => {
  versioniRichieste.push(new URL(request.url).searchParams.get('versione') ?? '');
  return new Response(new Blob(['%PDF-1.7\n%storia\n'], { type: 'application/pdf' }), {
    headers: { 'content-type': 'application/pdf' },
  });
};

const meta = {
  title: 'Adesioni/VersioniCertificato',
  component: VersioniCertificato,
  globals: desktopViewport,
  parameters: { api: { [`GET file/adesione/${polizzaBase.itemGUID}`]: pdf } },
  decorators: [withFormStoryEngine],
  args: {
    polizza: {
      ...polizzaBase,
      versioniCertificato: [
        { versione: 1, data: '2026-11-25T10:00:00.000Z', titolo: 'Certificato originale' },
        { versione: 2, data: '2026-12-01T09:30:00.000Z', titolo: 'Appendice di variazione n. 1' },
        { versione: 3, data: '2026-12-03T15:00:00.000Z', titolo: 'Appendice di variazione n. 2' },
      ],
    },
  },
} satisfies Meta<typeof VersioniCertificato>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Changed twice: the original and the first appendix stay downloadable (the card's button gives the latest). */
export const DueModifiche: Story = {};

/** Never changed: nothing to show. */
export const UnaVersione: Story = {
  args: {
    polizza: {
      ...polizzaBase,
      versioniCertificato: [
        { versione: 1, data: '2026-11-25T10:00:00.000Z', titolo: 'Certificato originale' },
      ],
    },
  },
};
