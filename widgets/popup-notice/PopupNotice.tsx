import { useId, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { purifyHtml } from '../../engine/react/html/purifyHtml';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { safeHref, type AvvisoPopup } from './avviso';

export interface PopupNoticeProps {
  avviso: AvvisoPopup;
  /** Closed with no answer. */
  onClose(): void;
  /** `Confermo di aver letto` (mode 2). */
  onConfirm(): Promise<void>;
  /** Closed with `Non mostrare più` ticked (mode 1). */
  onDontShowAgain(): Promise<void>;
}

/**
 * One popup notice (spec 2 §2 Popup notices): its title, its sanitised description, the attached
 * document and the link, each opening in a new tab. Mode 1 closes, with a `Non mostrare più`
 * checkbox that, ticked, asks not to see it again; mode 2 has no close icon and does not close on
 * Escape or outside: only `Confermo di aver letto` ends it; mode 3 just closes. `modalitaVisualizzazione`
 * 2 is a large dialog.
 */
export function PopupNotice({ avviso, onClose, onConfirm, onDontShowAgain }: PopupNoticeProps) {
  const t = useT();
  const titleId = useId();
  const checkId = useId();
  const [nonMostrare, setNonMostrare] = useState(false);
  const [sending, setSending] = useState(false);
  const html = useMemo(() => purifyHtml(avviso.descrizione), [avviso.descrizione]);
  const confirmOnly = avviso.tipoVisualizzazione === 2;
  const file = safeHref(avviso.pathFile);
  const link = safeHref(avviso.link);

  const send = async (answer: () => Promise<void>) => {
    setSending(true);
    try {
      await answer();
    } finally {
      setSending(false);
    }
  };
  const close = () => {
    if (sending || confirmOnly) return;
    if (avviso.tipoVisualizzazione === 1 && nonMostrare) void send(onDontShowAgain);
    else onClose();
  };

  return (
    <Modal
      show
      onHide={close}
      size={avviso.modalitaVisualizzazione === 2 ? 'lg' : undefined}
      backdrop={confirmOnly ? 'static' : true}
      keyboard={!confirmOnly}
      aria-labelledby={titleId}
      centered
      className="popup-notice"
    >
      <Modal.Header closeButton={!confirmOnly} closeLabel={t('generico.chiudi')}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {avviso.titolo}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {/* The one field rendered as HTML: the server sanitised it, and it is purified again here. */}
        <div className="popup-notice-descrizione" dangerouslySetInnerHTML={{ __html: html }} />
        {(file || link) && (
          <ul className="list-unstyled mb-0 mt-3">
            {file && (
              <li>
                <a href={file} target="_blank" rel="noopener noreferrer">
                  {t('avvisi.apriDocumento')}
                </a>
              </li>
            )}
            {link && (
              <li>
                <a href={link} target="_blank" rel="noopener noreferrer">
                  {t('avvisi.apriLink')}
                </a>
              </li>
            )}
          </ul>
        )}
      </Modal.Body>
      <Modal.Footer className={avviso.tipoVisualizzazione === 1 ? 'justify-content-between' : undefined}>
        {avviso.tipoVisualizzazione === 1 && (
          <Form.Check
            id={checkId}
            type="checkbox"
            label={t('avvisi.nonMostrarePiu')}
            checked={nonMostrare}
            onChange={(e) => setNonMostrare(e.currentTarget.checked)}
          />
        )}
        {confirmOnly ? (
          <Button variant="primary" disabled={sending} onClick={() => void send(onConfirm)}>
            {sending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {t('avvisi.confermaLettura')}
          </Button>
        ) : (
          <Button variant="primary" disabled={sending} onClick={close}>
            {sending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {t('generico.chiudi')}
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}

/**
 * The registry's entry: the engine's notices host opens PopupNotice itself, with a notice; a screen
 * file has nothing to give it, so placed in a screen it renders nothing.
 */
export default function PopupNoticeWidget(_: WidgetComponentProps<Record<string, never>>) {
  return null;
}
