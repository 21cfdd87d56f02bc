import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { refusalOf } from '../../engine/react/data';
import { useT, useToast } from '../../engine/react/runtime/EngineContext';
import { saveBlob } from '../grid/cells/useFileDownload';
import { CARRELLO_KEY } from '../shopping/cartQueries';
import {
  isFinished,
  useCaricaPratiche,
  useImportazione,
  useModelli,
  useScaricaModelloPratiche,
  type EsitoControllo,
  type Importazione,
} from './importQueries';

/** Spec 2 §5: only spreadsheets. */
export const ACCETTA_PRATICHE = '.xls,.xlsx';
/** Spec 2 §4, §9: the file field is cleared 3 s after a successful import. */
export const CLEAR_FILE_MS = 3000;

const isSpreadsheet = (name: string) => /\.xlsx?$/i.test(name);

export interface ImportDialogProps {
  show: boolean;
  onHide: () => void;
  /** 'Vai al carrello': opens the cart once this dialog has closed. */
  onGoToCart: () => void;
}

/** The message of a 400 (`{ message }` in Italian, or the project's `{ text }` / `{ messages }`). */
function messageOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as { message?: unknown; text?: unknown; messages?: Array<{ text?: unknown }> };
  if (typeof b.message === 'string' && b.message) return b.message;
  if (typeof b.text === 'string' && b.text) return b.text;
  const texts = Array.isArray(b.messages)
    ? b.messages.map((m) => m.text).filter((x): x is string => typeof x === 'string')
    : [];
  return texts.length > 0 ? texts.join('\n') : null;
}

/** The progress of the queued import: a labelled progress bar (its text is the status line's). */
function Avanzamento({ job }: { job: Importazione }) {
  const t = useT();
  const totale = Math.max(job.totalePratiche, 0);
  const elaborate = Math.min(Math.max(job.elaborate, 0), totale);
  const percento = totale > 0 ? Math.round((elaborate / totale) * 100) : 0;
  return (
    <div
      className="progress mb-2"
      role="progressbar"
      aria-label={t('importazione.avanzamentoTitolo')}
      aria-valuemin={0}
      aria-valuemax={totale}
      aria-valuenow={elaborate}
      aria-valuetext={t('importazione.avanzamento', { elaborate, totale })}
      style={{ height: '1.25rem' }}
    >
      <div
        className="progress-bar progress-bar-striped progress-bar-animated"
        style={{ width: `${percento}%` }}
      >
        {percento}%
      </div>
    </div>
  );
}

/** Spec 2 §3, §4, §8: how many were added to the cart or issued, already present, and the errors. */
function Esito({ esito, headingRef }: { esito: EsitoControllo; headingRef: Ref<HTMLHeadingElement> }) {
  const t = useT();
  const id = useId();
  const n = esito.praticheAggiunte ?? esito.totalePratiche - esito.praticheConErrori.length;
  const giaPresenti = esito.praticheGiaPresenti ?? 0;
  return (
    <section aria-labelledby={`${id}-esito`} className="mt-3" data-testid="import-result">
      <h3 className="h6" id={`${id}-esito`} tabIndex={-1} ref={headingRef}>
        {t('importazione.esito')}
      </h3>
      <p className="mb-1 fw-semibold">
        {esito.tipoEsecuzione === 1
          ? t('importazione.aggiunteAlCarrello', { n })
          : t('importazione.generate', { n })}
      </p>
      {giaPresenti > 0 && <p className="mb-1">{t('importazione.giaPresenti', { n: giaPresenti })}</p>}
      {(esito.urlPagamento ?? []).map((url, i, all) => (
        <p className="mb-1" key={url}>
          <a href={url} className="text-primary-emphasis">
            {t('acquisto.pagaRestanti')}
            {all.length > 1 ? ` (${i + 1})` : ''}
          </a>
        </p>
      ))}
      {esito.praticheConErrori.length > 0 && (
        // On a phone the table scrolls sideways: its region takes the focus, so the keyboard scrolls it.
        <div className="table-responsive mt-2" tabIndex={0} role="region" aria-labelledby={`${id}-errori`}>
          <Table size="sm" striped bordered className="mb-0">
            <caption className="caption-top text-body fw-semibold" id={`${id}-errori`}>
              {t('importazione.errori')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('colonna.rigaExcel')}</th>
                <th scope="col">{t('colonna.riferimentoPratica')}</th>
                <th scope="col">{t('importazione.contraente')}</th>
                <th scope="col">{t('importazione.errore')}</th>
              </tr>
            </thead>
            <tbody>
              {esito.praticheConErrori.map((r) => (
                <tr key={`${r.rigaExcel}-${r.riferimentoPratica}`}>
                  <td>{r.rigaExcel}</td>
                  <td>{r.riferimentoPratica}</td>
                  <td>{r.contraente}</td>
                  <td>{r.errore ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}

/**
 * The multi-policy import (spec 2 §2 "Multi-policy import", §3 "Import result", §4, §5, §8): a
 * template model (`carrello/modelli`) with its template's download, a .xls/.xlsx file, then the
 * queued job polled with a progress bar, and its result: `{n} Polizze aggiunte al carrello.` with
 * 'Vai al carrello' (tipoEsecuzione 1) or `Polizze generate: {n}` with OK, and the practices with
 * errors by rigaExcel, riferimentoPratica, contraente. The cart refreshes; the file field clears 3 s
 * after success. A refusal's Italian message is shown; other call failures are only logged.
 */
export default function ImportDialog({ show, onHide, onGoToCart }: ImportDialogProps) {
  const t = useT();
  const toast = useToast();
  const id = useId();
  const queryClient = useQueryClient();
  const modelli = useModelli(show);
  const carica = useCaricaPratiche();
  const scarica = useScaricaModelloPratiche();
  const [modelId, setModelId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errori, setErrori] = useState<{ modello?: string; file?: string }>({});
  const [rifiuto, setRifiuto] = useState<string | null>(null);
  const [jobId, setJobId] = useState<number | string | null>(null);
  const [goToCart, setGoToCart] = useState(false);
  const job = useImportazione(jobId);
  const fileInput = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const progress = useRef<HTMLDivElement>(null);

  const stato = jobId === null ? undefined : job.data?.stato;
  const running = carica.isPending || (jobId !== null && !isFinished(stato) && !job.isError);
  const esito = stato === 'completata' ? job.data?.esitoControllo : undefined;
  const modelliList = modelli.data ?? [];
  const modello = modelliList.find((m) => String(m.value) === modelId);

  // The Importa button is disabled while the job runs: the focus goes to the progress, not to <body>.
  const showProgress = jobId !== null && job.data !== undefined && !isFinished(stato);
  useEffect(() => {
    if (showProgress) progress.current?.focus();
  }, [showProgress]);

  // A failed poll is only logged (spec 2 §8): the form is usable again.
  useEffect(() => {
    if (job.isError) setJobId(null);
  }, [job.isError]);

  // Once completed: the cart refreshes, the result gets the focus, the file field clears 3 s later.
  useEffect(() => {
    if (stato !== 'completata') return;
    void queryClient.invalidateQueries({ queryKey: CARRELLO_KEY });
    resultHeading.current?.focus();
    const timer = window.setTimeout(() => {
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    }, CLEAR_FILE_MS);
    return () => window.clearTimeout(timer);
  }, [stato, jobId, queryClient]);

  const reset = () => {
    setModelId('');
    setFile(null);
    setErrori({});
    setRifiuto(null);
    setJobId(null);
    carica.reset();
  };

  const close = () => {
    // A running import goes on: reopening the dialog shows its progress.
    if (!running) reset();
    onHide();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (running) return;
    const problems = {
      ...(modello ? {} : { modello: t('importazione.modelloRichiesto') }),
      ...(file && isSpreadsheet(file.name) ? {} : { file: t('importazione.fileRichiesto') }),
    };
    setErrori(problems);
    setRifiuto(null);
    if (problems.modello || problems.file || !file) {
      document.getElementById(problems.modello ? `${id}-modello` : `${id}-file`)?.focus();
      return;
    }
    setJobId(null);
    try {
      const accodata = await carica.mutateAsync({ file, modelId });
      setJobId(accodata.importazioneID);
    } catch (error) {
      // A refused file (400, 413 too large, 429 busy) has its Italian message; anything else is only
      // logged by the background client (spec 2 §8), and a 401/403 is the session's business.
      const refusal = refusalOf(error);
      const status = refusal?.status ?? 0;
      const message = refusal ? messageOf(refusal.body) : null;
      if (status >= 400 && status < 500 && status !== 401 && status !== 403 && message) setRifiuto(message);
    }
  };

  const download = async () => {
    if (!modello) return;
    try {
      saveBlob(await scarica.mutateAsync({ modelId }), `${modello.text}.xls`);
    } catch {
      toast({
        variant: 'danger',
        title: t('msg.erroreGenerico'),
        body: t('errore.fileDaScaricareNonTrovato'),
      });
    }
  };

  const statusText =
    jobId === null || job.data === undefined
      ? carica.isPending
        ? t('importazione.invio')
        : ''
      : stato === 'inCoda'
        ? t('importazione.inCoda')
        : stato === 'inCorso'
          ? t('importazione.avanzamento', { elaborate: job.data.elaborate, totale: job.data.totalePratiche })
          : stato === 'fallita'
            ? t('importazione.fallita')
            : esito
              ? esito.tipoEsecuzione === 1
                ? t('importazione.aggiunteAlCarrello', {
                    n: esito.praticheAggiunte ?? esito.totalePratiche - esito.praticheConErrori.length,
                  })
                : t('importazione.generate', {
                    n: esito.praticheAggiunte ?? esito.totalePratiche - esito.praticheConErrori.length,
                  })
              : '';

  return (
    <Modal
      show={show}
      onHide={close}
      onExited={() => {
        if (goToCart) {
          setGoToCart(false);
          onGoToCart();
        }
      }}
      aria-labelledby={`${id}-title`}
      centered
      scrollable
      size="lg"
      data-testid="import-dialog"
    >
      <Modal.Header closeButton closeLabel={t('generico.chiudi')}>
        <Modal.Title as="h2" className="h5" id={`${id}-title`}>
          {t('importazione.titolo')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form id={`${id}-form`} noValidate onSubmit={(e) => void submit(e)}>
          <Form.Group controlId={`${id}-modello`} className="mb-3">
            <Form.Label>{t('importazione.modello')}</Form.Label>
            <Form.Select
              value={modelId}
              required
              disabled={running}
              isInvalid={Boolean(errori.modello)}
              aria-invalid={errori.modello ? true : undefined}
              aria-describedby={errori.modello ? `${id}-modello-errore` : undefined}
              onChange={(e) => {
                setModelId(e.target.value);
                setErrori(({ modello: _, ...rest }) => rest);
              }}
            >
              <option value="">{t('importazione.scegliModello')}</option>
              {modelliList.map((m) => (
                <option key={String(m.value)} value={String(m.value)}>
                  {m.text}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid" id={`${id}-modello-errore`}>
              {errori.modello}
            </Form.Control.Feedback>
            {modello && (
              <Button
                variant="link"
                className="px-0 text-primary-emphasis"
                disabled={scarica.isPending}
                onClick={() => void download()}
              >
                {t('importazione.scaricaModello', { modello: modello.text })}
              </Button>
            )}
          </Form.Group>
          <Form.Group controlId={`${id}-file`} className="mb-2">
            <Form.Label>{t('importazione.file')}</Form.Label>
            <Form.Control
              ref={fileInput}
              type="file"
              accept={ACCETTA_PRATICHE}
              required
              disabled={running}
              isInvalid={Boolean(errori.file)}
              aria-invalid={errori.file ? true : undefined}
              aria-describedby={errori.file ? `${id}-file-errore` : undefined}
              onChange={(e) => {
                const input = e.target as HTMLInputElement;
                setFile(input.files?.[0] ?? null);
                setErrori(({ file: _, ...rest }) => rest);
                // Another file after a result: the dialog is ready to import it.
                if (isFinished(stato)) setJobId(null);
              }}
            />
            <Form.Control.Feedback type="invalid" id={`${id}-file-errore`}>
              {errori.file}
            </Form.Control.Feedback>
          </Form.Group>
        </Form>
        {rifiuto && (
          <Alert variant="danger" className="mt-3 mb-0" data-testid="import-refusal">
            {rifiuto}
          </Alert>
        )}
        {showProgress && job.data && (
          <div ref={progress} tabIndex={-1} className="mt-3">
            <Avanzamento job={job.data} />
          </div>
        )}
        {/* Polite: the queue, the progress and the outcome are read out without moving the focus. */}
        <p role="status" aria-live="polite" className={esito ? 'visually-hidden' : 'mb-0 small'}>
          {statusText}
        </p>
        {stato === 'fallita' && (
          <Alert variant="danger" className="mt-2 mb-0">
            {t('importazione.fallita')}
          </Alert>
        )}
        {esito && <Esito esito={esito} headingRef={resultHeading} />}
      </Modal.Body>
      <Modal.Footer>
        {esito ? (
          esito.tipoEsecuzione === 1 ? (
            <>
              <Button variant="outline-secondary" onClick={close}>
                {t('generico.chiudi')}
              </Button>
              <Button
                variant="primary"
                onClick={() => {
                  setGoToCart(true);
                  close();
                }}
              >
                {t('importazione.vaiAlCarrello')}
              </Button>
            </>
          ) : (
            <Button variant="primary" onClick={close}>
              {t('generico.ok')}
            </Button>
          )
        ) : (
          <>
            <Button variant="outline-secondary" onClick={close}>
              {t('generico.chiudi')}
            </Button>
            <Button variant="primary" type="submit" form={`${id}-form`} disabled={running}>
              {t('importazione.importa')}
            </Button>
          </>
        )}
      </Modal.Footer>
    </Modal>
  );
}
