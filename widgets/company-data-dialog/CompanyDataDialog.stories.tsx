import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { CompanyDataDialog, type CompanyDataDialogProps } from './CompanyDataDialog';

type Save = NonNullable<CompanyDataDialogProps['onSave']>;

const banner =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="728" height="90"><rect width="728" height="90" fill="#0b5ea8"/>' +
      '<text x="364" y="56" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">' +
      'Agenzia Viaggi Il Gabbiano</text></svg>',
  );

const meta = {
  title: 'Shell/CompanyDataDialog',
  component: CompanyDataDialog,
  globals: desktopViewport,
  args: {
    show: true,
    onHide: fn(),
    bannerSrc: banner,
    onSave: fn<Save>(async () => undefined),
    data: {
      ragioneSociale: 'Agenzia Viaggi Il Gabbiano S.r.l.',
      email: 'info@ilgabbianoviaggi.it',
      email2: 'amministrazione@ilgabbianoviaggi.it',
      email3: null,
      telefono: '0541 765432',
      fax: null,
      indirizzo: 'Viale Regina Elena 112',
      localita: 'Rimini',
      codiceProvincia: 'RN',
      cAP: '47921',
      bannerHPInterna: 'banner-gabbiano.png',
    },
  },
} satisfies Meta<typeof CompanyDataDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agency's data with its banner. */
export const Agenzia: Story = {};

/** The server refuses two fields; its messages show under them. */
export const ErroriDiValidazione: Story = {
  args: {
    onSave: fn<Save>(async () => ({
      messages: [
        { code: 'errore.validazione', text: 'Il campo "E-mail 2" non contiene un indirizzo e-mail valido.' },
        { code: 'errore.validazione', text: 'Il campo "CAP" deve contenere 5 cifre.' },
      ],
    })),
  },
};

/** A tour operator without a banner, read-only, on a phone. */
export const SenzaBannerMobile: Story = {
  globals: mobileViewport,
  args: {
    bannerSrc: null,
    onSave: undefined,
    data: {
      ragioneSociale: 'Mediterranea Tour Operator S.p.A.',
      email: 'booking@mediterraneatour.it',
      email2: null,
      email3: null,
      telefono: '081 5512345',
      fax: '081 5512346',
      indirizzo: 'Via Toledo 256',
      localita: 'Napoli',
      codiceProvincia: 'NA',
      cAP: '80134',
      bannerHPInterna: null,
    },
  },
};
