import { Fragment, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Collapse from 'react-bootstrap/Collapse';
import type { ParametriViaggio } from '../../../schemas/types';
import { formatDate, formatMoney } from '../../../engine/core/format';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { useNomiViaggio } from '../../shopping/useNomiViaggio';

/** The submitted trip on a phone: a read-only summary that folds, with "Modifica" to edit it again. */
export function TripSummary({ parametri, onEdit }: { parametri: ParametriViaggio; onEdit(): void }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const nomi = useNomiViaggio(parametri);
  const rows: Array<[string, string]> = [
    [t('viaggio.dataInizio', 'Data Inizio Viaggio'), formatDate(parametri.inizioViaggio)],
    [t('viaggio.dataFine', 'Data Fine Viaggio'), formatDate(parametri.fineViaggio)],
    [t('viaggio.destinazione', 'Destinazione'), nomi.destinazione],
    [t('viaggio.eta', 'Età'), nomi.eta],
    [t('viaggio.numeroPartecipanti', 'Numero Partecipanti'), String(parametri.numeroPartecipanti ?? '')],
    [t('viaggio.nazionalita', 'Area di partenza'), nomi.nazionalita],
    [
      t('viaggio.importoViaggio', 'Importo Viaggio a Persona'),
      typeof parametri.importoViaggio === 'number' ? formatMoney(parametri.importoViaggio) : '',
    ],
  ];
  return (
    <Card>
      <Card.Header className="d-flex align-items-center justify-content-between">
        <Button
          variant="link"
          className="p-0 text-start text-decoration-none"
          aria-expanded={open}
          aria-controls="riepilogo-viaggio"
          onClick={() => setOpen(!open)}
        >
          {formatDate(parametri.inizioViaggio)} – {formatDate(parametri.fineViaggio)}
        </Button>
        <Button variant="link" className="p-0" onClick={onEdit}>
          {t('viaggio.modifica', 'Modifica')}
        </Button>
      </Card.Header>
      <Collapse in={open}>
        <div id="riepilogo-viaggio">
          <Card.Body as="dl" className="row mb-0 small">
            {rows
              .filter(([, value]) => value !== '')
              .map(([label, value]) => (
                <Fragment key={label}>
                  <dt className="col-6 fw-normal text-body-secondary">{label}</dt>
                  <dd className="col-6 mb-1">{value}</dd>
                </Fragment>
              ))}
          </Card.Body>
        </div>
      </Collapse>
    </Card>
  );
}
