import { useEffect, useEffectEvent, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type { Volo } from '../../../schemas/types';
import { useEngine } from '../../../engine/react/runtime/EngineContext';
import { MAX_VOLI, stessoVolo, TESTO_MASSIMO_VOLI } from '../checkVoli';
import { descriviVolo } from '../formatVolo';
import { parametriRicerca, problemiRicerca, type RicercaVolo } from '../searchRules';
import { SearchForm } from './SearchForm';
import { useRicercaVoli } from './useRicercaVoli';
import { VoloRiga } from './VoloRiga';

export const TESTO_NESSUN_VOLO = 'Non è stato rilevato alcun volo che soddisfa i parametri inseriti';
export const TESTO_GIA_SELEZIONATO = 'Il volo è già stato selezionato';
export const TESTO_MASSIMO = TESTO_MASSIMO_VOLI;

/** The first field of the dialog: a radio group is entered at its checked radio. */
const PRIMO_CAMPO =
  'input[type="radio"]:checked:not(:disabled), input:not([type="radio"]):not(:disabled), select:not(:disabled), button:not(:disabled)';

const RICERCA_VUOTA: RicercaVolo = {
  modo: 'numero',
  numeroVolo: '',
  aeroportoPartenza: '',
  aeroportoDestinazione: '',
  dataPartenza: '',
};

/**
 * The 'Seleziona volo' dialog (spec 2 §2, §5): it opens on the search when no flight is chosen,
 * else on the chosen list with 'Aggiungi un altro volo'. Picking a result adds it and hides search
 * and results; a duplicate or a seventh flight cannot be picked (the button says why); deleting the
 * last flight goes back to the search. 'Salva' hands the list over, 'Annulla' drops the changes.
 */
export function SelectFlightDialog({
  show,
  voli: iniziali,
  fullscreen,
  onSave,
  onHide,
  onExited,
}: {
  show: boolean;
  voli: Volo[];
  fullscreen?: boolean;
  onSave: (voli: Volo[]) => void;
  onHide: () => void;
  /** Called once the dialog has gone, to give the focus back to what opened it. */
  onExited?: () => void;
}) {
  const { t, toast } = useEngine();
  const body = useRef<HTMLDivElement>(null);
  const [voli, setVoli] = useState<Volo[]>(iniziali);
  const [cercando, setCercando] = useState(iniziali.length === 0);
  const [ricerca, setRicerca] = useState<RicercaVolo>(RICERCA_VUOTA);
  const { esito, cerca, azzera } = useRicercaVoli();

  // Each opening starts from the saved flights.
  // iniziali are read when the dialog opens, not followed while it is open.
  const apri = useEffectEvent(() => {
    setVoli(iniziali);
    setCercando(iniziali.length === 0);
    azzera();
  });
  useEffect(() => {
    if (show) apri();
  }, [show]);

  // Picking, deleting or 'Aggiungi un altro volo' removes the focused button: the focus goes on to
  // the next step instead of falling to the page behind the dialog.
  const [focusDopo, setFocusDopo] = useState(0);
  useEffect(() => {
    if (focusDopo > 0) body.current?.querySelector<HTMLElement>(PRIMO_CAMPO)?.focus();
  }, [focusDopo]);
  const spostaFocus = () => setFocusDopo((n) => n + 1);
  const ricercaRef = useRef<HTMLDivElement>(null);
  const [focusRicerca, setFocusRicerca] = useState(0);
  useEffect(() => {
    if (focusRicerca > 0) ricercaRef.current?.querySelector<HTMLElement>(PRIMO_CAMPO)?.focus();
  }, [focusRicerca]);

  const pieno = voli.length >= MAX_VOLI;
  const avvia = () => {
    const problemi = problemiRicerca(ricerca);
    const title = t('errore.validazione');
    for (const key of problemi) toast({ variant: 'danger', title, body: t(key) });
    if (problemi.length === 0) cerca(parametriRicerca(ricerca));
  };
  const scegli = (v: Volo) => {
    setVoli([...voli, v]);
    setCercando(false);
    setRicerca(RICERCA_VUOTA);
    azzera();
    spostaFocus();
  };
  const togli = (i: number) => {
    const next = voli.filter((_, j) => j !== i);
    setVoli(next);
    if (next.length === 0) setCercando(true);
    spostaFocus();
  };

  return (
    <Modal
      show={show}
      onHide={onHide}
      size="lg"
      fullscreen={fullscreen ? true : undefined}
      aria-labelledby="seleziona-volo-titolo"
      // The keyboard starts on the first field (the search type, or the first chosen flight's button).
      onEntered={() => body.current?.querySelector<HTMLElement>(PRIMO_CAMPO)?.focus()}
      onExited={onExited}
    >
      <Modal.Header closeButton closeLabel={t('generico.chiudi')}>
        <Modal.Title id="seleziona-volo-titolo" as="h2" className="h5">
          {t('voli.titoloDialogo')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body ref={body}>
        {voli.length > 0 ? (
          <section aria-label={t('voli.selezionati')} className="mb-3">
            <h3 className="h6">{t('voli.selezionati')}</h3>
            <ul className="list-group">
              {voli.map((v, i) => (
                <VoloRiga
                  key={`${v.numeroVolo}-${v.timestampPartenza}`}
                  volo={v}
                  action={
                    <Button
                      size="sm"
                      variant="outline-danger"
                      aria-label={`${t('voli.elimina')} ${descriviVolo(v)}`}
                      onClick={() => togli(i)}
                    >
                      {t('generico.elimina')}
                    </Button>
                  }
                />
              ))}
            </ul>
            {!cercando ? (
              <div className="mt-2 d-flex align-items-center gap-2">
                <Button
                  variant="outline-primary"
                  disabled={pieno}
                  onClick={() => {
                    setCercando(true);
                    setFocusRicerca((n) => n + 1);
                  }}
                >
                  {t('voli.aggiungiAltro')}
                </Button>
                {pieno ? <small className="text-body-secondary">{t('voli.massimoVoli')}</small> : null}
              </div>
            ) : null}
          </section>
        ) : null}
        {cercando ? (
          <div ref={ricercaRef}>
            <SearchForm value={ricerca} onChange={setRicerca} onSearch={avvia} />
            <section aria-label={t('voli.risultati')} aria-live="polite" className="mt-3">
              {esito.stato === 'incorso' ? (
                <Spinner size="sm" role="status" aria-label="Ricerca in corso" />
              ) : null}
              {esito.stato === 'vuota' ? <Alert variant="warning">{t('voli.nessunRisultato')}</Alert> : null}
              {esito.stato === 'trovati' ? (
                <ul className="list-group">
                  {esito.voli.map((v) => {
                    const doppio = voli.some((w) => stessoVolo(v, w));
                    return (
                      <VoloRiga
                        key={`${v.numeroVolo}-${v.timestampPartenza}`}
                        volo={v}
                        note={doppio ? t('voli.duplicato') : pieno ? t('voli.massimoVoli') : undefined}
                        action={
                          <Button
                            size="sm"
                            variant="primary"
                            disabled={doppio || pieno}
                            aria-label={`${t('voli.seleziona')} ${descriviVolo(v)}`}
                            onClick={() => scegli(v)}
                          >
                            {t('voli.seleziona')}
                          </Button>
                        }
                      />
                    );
                  })}
                </ul>
              ) : null}
            </section>
          </div>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          {t('generico.annulla')}
        </Button>
        <Button variant="primary" onClick={() => onSave(voli)}>
          {t('generico.salva')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
