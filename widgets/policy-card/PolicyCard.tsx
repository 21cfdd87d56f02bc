import Alert from 'react-bootstrap/Alert';
import Placeholder from 'react-bootstrap/Placeholder';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import type { GridProps } from '../grid/types';
import { refusalOf, useDataSource } from '../../engine/react/data';
import { useIsMobile } from '../../engine/react/layout/useIsMobile';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { DettaglioAdesione } from './datiAdesione';
import { PolicyCardView } from './PolicyCardView';

/** The widget's props as a screen (or a grid's row detail) gives them. */
export interface PolicyCardProps {
  /** The policy (datiAdesione.itemGUID). */
  itemGUID: string;
  /** Open at first. */
  espansa?: boolean;
  /** The change history grid (a grid node's props; `{praticaID}` in its source path is the policy). */
  storico?: GridProps;
}

const readDettaglio = (raw: unknown): DettaglioAdesione => (raw as { data: DettaglioAdesione }).data;

const textOf = (body: unknown): string | null =>
  body && typeof body === 'object' && typeof (body as { text?: unknown }).text === 'string'
    ? (body as { text: string }).text
    : null;

/**
 * Loads one issued policy (GET my{product}/adesioni/{itemGUID}, scoped on the server as its
 * certificate) and shows its card. A refusal is said inside the card's place, where the agent looks,
 * not as a toast over the list.
 */
export function PolicyCard({ itemGUID, espansa, storico, mobile }: PolicyCardProps & { mobile?: boolean }) {
  const t = useT();
  const isMobile = useIsMobile(mobile);
  const query = useDataSource<DettaglioAdesione>(
    { path: `my{product}/adesioni/${encodeURIComponent(itemGUID)}` },
    undefined,
    { select: readDettaglio, silent: true, background: true },
  );
  if (query.data)
    return <PolicyCardView polizza={query.data} espansa={espansa} mobile={isMobile} storico={storico} />;
  if (query.isError) {
    return (
      <Alert variant="warning" className="mb-0" role="alert">
        {textOf(refusalOf(query.error)?.body) ?? t('adesione.nonDisponibile')}
      </Alert>
    );
  }
  return (
    <Placeholder as="div" animation="glow" aria-busy="true" role="status">
      <span className="visually-hidden">{t('adesione.caricamento')}</span>
      <Placeholder xs={8} /> <Placeholder xs={5} /> <Placeholder xs={6} />
    </Placeholder>
  );
}

/** The `policy-card` widget as the engine renders it from JSON props. */
export default function PolicyCardWidget({ props }: WidgetComponentProps<PolicyCardProps>) {
  return <PolicyCard itemGUID={props.itemGUID} espansa={props.espansa} storico={props.storico} />;
}
