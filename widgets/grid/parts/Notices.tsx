import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Spinner from 'react-bootstrap/Spinner';
import { formatNumber } from '../../../engine/core/format';
import { useT } from '../../../engine/react/runtime/EngineContext';

/** The server cut a page-size-"all" view at its maximum: say so and offer the full export. */
export function TruncatedNotice({
  shown,
  total,
  onExport,
}: {
  shown: number;
  total: number;
  onExport?: () => void;
}) {
  const t = useT();
  const text = t('griglia.vistaTroncata')
    .replace('{shown}', formatNumber(shown))
    .replace('{total}', formatNumber(total));
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2 py-2">
      <span>{text}</span>
      {onExport && (
        <Button size="sm" variant="warning" className="ms-auto" onClick={onExport}>
          {t('griglia.esporta')}
        </Button>
      )}
    </Alert>
  );
}

/** Progress of a running export, with its cancel button. `percent` null: size unknown yet. */
export function ExportProgress({
  percent,
  detail,
  onCancel,
}: {
  percent: number | null;
  detail: string;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className="d-flex align-items-center gap-2 mb-2 small">
      <span>{t('griglia.esportazioneInCorso')}</span>
      <ProgressBar
        className="flex-grow-1"
        style={{ maxWidth: 320 }}
        animated={percent === null}
        now={percent ?? 100}
        label={percent === null ? '' : `${percent}%`}
        aria-label={t('griglia.avanzamentoEsportazione')}
      />
      {detail && <span className="text-muted">{detail}</span>}
      <Button size="sm" variant="outline-danger" onClick={onCancel}>
        {t('generico.annulla')}
      </Button>
    </div>
  );
}

/**
 * The grid's loading status, laid over the top of its body (Grid.css `.grid-loading`): it takes no
 * room, so the table does not move when it shows or goes.
 */
export function LoadingNotice() {
  const t = useT();
  return (
    <div
      role="status"
      className="grid-loading d-flex align-items-center gap-2 small text-muted bg-body border rounded shadow-sm px-2 py-1"
    >
      <Spinner animation="border" size="sm" aria-hidden="true" />
      {t('generico.caricamento')}
    </div>
  );
}
