import { useEffect, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Modal from 'react-bootstrap/Modal';
import { useT } from '../../../engine/react/runtime/EngineContext';
import type { GridReveal } from '../types';

/** What the dialog shows: the create's `reveal` texts (label keys) and the answer's value. */
export interface RevealSpec extends GridReveal {
  value: string;
}

/**
 * A value the server shows once (a new API key: it keeps only its hash): in a read-only input with a
 * copy button, under the warning that it will not be shown again. The backdrop does not close it, so
 * a stray click does not lose the value; closing forgets it.
 */
export function RevealDialog({ spec, onClose }: { spec: RevealSpec | null; onClose: () => void }) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copia, setCopia] = useState<'fatta' | 'fallita' | null>(null);
  useEffect(() => setCopia(null), [spec]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('clipboard');
      await navigator.clipboard.writeText(spec!.value);
      setCopia('fatta');
    } catch {
      // Without the clipboard (an insecure origin, a refused permission) the text is selected to copy by hand.
      input.current?.select();
      setCopia('fallita');
    }
  };

  return (
    <Modal show={spec !== null} onHide={onClose} centered backdrop="static" aria-labelledby={`${id}-title`}>
      {spec && (
        <>
          <Modal.Header closeButton closeLabel={t('generico.chiudi')}>
            <Modal.Title id={`${id}-title`} as="h2" className="h5">
              {t(spec.title)}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Alert variant="warning">{t(spec.warning)}</Alert>
            <Form.Group controlId={`${id}-value`}>
              <Form.Label>{t(spec.label)}</Form.Label>
              <InputGroup>
                <Form.Control
                  ref={input}
                  readOnly
                  value={spec.value}
                  className="font-monospace"
                  onFocus={(e) => e.currentTarget.select()}
                />
                <Button variant="outline-dark" onClick={() => void copy()}>
                  {t('griglia.copia')}
                </Button>
              </InputGroup>
            </Form.Group>
            <p className="small mt-2 mb-0" role="status">
              {copia === 'fatta'
                ? t('griglia.copiato')
                : copia === 'fallita'
                  ? t('griglia.copiaNonRiuscita')
                  : ''}
            </p>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="primary" onClick={onClose}>
              {t('generico.chiudi')}
            </Button>
          </Modal.Footer>
        </>
      )}
    </Modal>
  );
}
