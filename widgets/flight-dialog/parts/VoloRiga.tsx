import type { ReactNode } from 'react';
import type { Volo } from '../../../schemas/types';
import { giornoDi, oraDi } from '../formatVolo';

/**
 * One flight as spec 2 §2 lists it: departure and arrival time with their airports, the flight
 * number and the day; `action` (delete, select) sits at the end of the row.
 */
export function VoloRiga({ volo, action, note }: { volo: Volo; action?: ReactNode; note?: ReactNode }) {
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2" data-testid="volo">
      <span className="fw-semibold">
        {oraDi(volo.timestampPartenza)} {volo.aeroportoPartenzaIata}
      </span>
      <span aria-hidden="true">→</span>
      <span className="visually-hidden">arrivo</span>
      <span className="fw-semibold">
        {oraDi(volo.timestampArrivo)} {volo.aeroportoArrivoIata}
      </span>
      <span className="badge text-bg-light border">{volo.numeroVolo}</span>
      <span>{giornoDi(volo.timestampPartenza)}</span>
      {volo.compagnia ? <span className="text-body-secondary small">{volo.compagnia}</span> : null}
      {action || note ? (
        <span className="ms-auto d-flex align-items-center gap-2">
          {note ? <small className="text-body-secondary">{note}</small> : null}
          {action}
        </span>
      ) : null}
    </li>
  );
}
