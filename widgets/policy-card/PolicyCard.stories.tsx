import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { jsonResponse } from '../../engine/react/testing/createTestEngine';
import { withGridStoryEngine } from '../grid/stories/GridStoryEngine';
import { PolicyCard } from './PolicyCard';
import type { GridProps } from '../grid/types';
import {
  acquistiScreen,
  GUID_BASE,
  GUID_CREDITO,
  GUID_GRUPPO,
  GUID_VOLI,
  policyApi,
  righeAcquisti,
  storicoApi,
} from './stories/fixtures';
import { PurchasesWithCard } from './stories/PurchasesWithCard';

const meta = {
  title: 'MyArea/PolicyCard',
  component: PolicyCard,
  globals: desktopViewport,
  decorators: [withGridStoryEngine],
  parameters: { api: { ...policyApi, ...storicoApi } },
  args: { itemGUID: GUID_BASE },
} satisfies Meta<typeof PolicyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: product, first participant, totals and the certificate button; 'Mostra dettagli' opens the rest. */
export const Chiusa: Story = {};

/** Open: trip dates, destination, departure area, practice reference, number of participants. */
export const Espansa: Story = { args: { espansa: true } };

/** Paid with the distributor's credit: the card says so. */
export const AcquistataConCredito: Story = { args: { itemGUID: GUID_CREDITO, espansa: true } };

/** Insured flights (read from datiExtra) and the further data typed at purchase. */
export const VoliEDatiAggiuntivi: Story = { args: { itemGUID: GUID_VOLI, espansa: true } };

/** On a phone: one column, full-width buttons. */
export const Mobile: Story = {
  globals: mobileViewport,
  args: { itemGUID: GUID_VOLI, espansa: true, mobile: true },
};

/**
 * A group of 30 bought with the image of its participants: the head of group named, the declared count
 * and the link to the document that lists the insured.
 */
export const Gruppo: Story = { args: { itemGUID: GUID_GRUPPO, espansa: true } };

/** The same group on a phone. */
export const GruppoMobile: Story = {
  globals: mobileViewport,
  args: { itemGUID: GUID_GRUPPO, espansa: true, mobile: true },
};

/** A policy the user may not see (or that does not exist): the server's Italian refusal in place. */
export const NonTrovata: Story = {
  parameters: {
    api: { [`GET myoverins/adesioni/${GUID_BASE}`]: jsonResponse({ text: 'Polizza non trovata' }, 404) },
  },
};

/** In the purchases grid (tuoiAcquisti): each row's toggle opens its card under it. */
export const NellaGriglia: Story = {
  render: () => <PurchasesWithCard rows={righeAcquisti} />,
};

/** The history grid exactly as the purchases screen configures the card (screens/my/acquisti.base.json). */
const storico = acquistiScreen.body.props.rowDetail.props.storico as GridProps;

/** Open, with its change history: an applied change of dates and a refused request. */
export const ConStorico: Story = { args: { espansa: true, storico } };

/** Open, a policy never changed: the history grid says so. */
export const StoricoVuoto: Story = { args: { itemGUID: GUID_CREDITO, espansa: true, storico } };
