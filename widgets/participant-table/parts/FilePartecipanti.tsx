import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useT } from '../../../engine/react/runtime/EngineContext';

export const ACCETTA_ELENCO = '.xls,.xlsx,.csv';
export const ACCETTA_IMMAGINE = '.jpg,.bmp,.png,.gif,.pdf';

/** A file input that hands its file over as soon as one is chosen. */
function SceltaFile({
  label,
  accept,
  disabled,
  onFile,
}: {
  label: string;
  accept: string;
  disabled: boolean;
  onFile: (file: File, input: HTMLInputElement) => void;
}) {
  const id = useId();
  return (
    <Form.Group controlId={id} className="mb-2">
      <Form.Label className="small mb-0">{label}</Form.Label>
      <Form.Control
        type="file"
        size="sm"
        accept={accept}
        disabled={disabled}
        onChange={(e) => {
          const input = e.target as HTMLInputElement;
          const file = input.files?.[0];
          if (file) onFile(file, input);
        }}
      />
    </Form.Group>
  );
}

/**
 * The participants' file actions (spec 2 §2): template downloads, the participant file, the image or
 * PDF of the group when the product allows it (or 'Rimuovi File' once loaded), 'Cancella dati inseriti'.
 */
export function FilePartecipanti({
  caricaImmagine,
  immagineCaricata,
  nomeImmagine,
  busy,
  onModello,
  onElenco,
  onImmagine,
  onRimuoviImmagine,
  onCancella,
}: {
  caricaImmagine: boolean;
  immagineCaricata: boolean;
  nomeImmagine: string | null;
  busy: boolean;
  onModello: (formato: 'xlsx' | 'csv') => void;
  onElenco: (file: File, input: HTMLInputElement) => void;
  onImmagine: (file: File, input: HTMLInputElement) => void;
  onRimuoviImmagine: () => void;
  onCancella: () => void;
}) {
  const t = useT();
  // Links and the grey outline of Bootstrap fall under 4.5:1 on the page's #f4f6f9: darker tones here.
  return (
    <div className="d-flex flex-wrap gap-3 align-items-end mb-2">
      {immagineCaricata ? null : (
        <div>
          <SceltaFile
            label={`${t('partecipanti.caricaFile')} (.xls, .xlsx, .csv)`}
            accept={ACCETTA_ELENCO}
            disabled={busy}
            onFile={onElenco}
          />
          <div className="small mb-2">
            {t('partecipanti.scaricaModello')}:{' '}
            <Button
              variant="link"
              size="sm"
              className="p-0 align-baseline text-primary-emphasis"
              onClick={() => onModello('xlsx')}
            >
              {t('partecipanti.modelloExcel')}
            </Button>
            {' · '}
            <Button
              variant="link"
              size="sm"
              className="p-0 align-baseline text-primary-emphasis"
              onClick={() => onModello('csv')}
            >
              {t('partecipanti.modelloCsv')}
            </Button>
          </div>
        </div>
      )}
      {caricaImmagine ? (
        immagineCaricata ? (
          <div className="mb-2">
            <span className="small me-2">{nomeImmagine ?? t('partecipanti.fileCaricato')}</span>
            <Button variant="outline-danger" size="sm" disabled={busy} onClick={onRimuoviImmagine}>
              {t('partecipanti.rimuoviFile')}
            </Button>
          </div>
        ) : (
          <SceltaFile
            label={`${t('partecipanti.caricaImmagine')} (.jpg, .bmp, .png, .gif, .pdf)`}
            accept={ACCETTA_IMMAGINE}
            disabled={busy}
            onFile={onImmagine}
          />
        )
      ) : null}
      <Button variant="outline-dark" size="sm" className="mb-2" disabled={busy} onClick={onCancella}>
        {t('partecipanti.cancellaDati')}
      </Button>
    </div>
  );
}
