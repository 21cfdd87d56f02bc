import { useState, type DragEvent } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import { useT } from '../../../engine/react/runtime/EngineContext';
import type { GridColumn } from '../types';
import type { GridDispatch } from './gridDispatch';

const FIELD_TYPE = 'text/x-grid-field';

/**
 * The group bar: grouped columns as chips that can be removed, and a drop target for headers
 * (the column menu offers the same without a mouse).
 */
export function GroupPanel({
  groupBy,
  columns,
  canGroup,
  dispatch,
}: {
  groupBy: string[];
  columns: Map<string, GridColumn>;
  canGroup: (field: string) => boolean;
  dispatch: GridDispatch;
}) {
  const t = useT();
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const field = e.dataTransfer.getData(FIELD_TYPE);
    if (field && canGroup(field)) dispatch({ type: 'group', field });
  };
  return (
    <div
      role="region"
      aria-label={t('griglia.raggruppamento')}
      className={`d-flex flex-wrap align-items-center gap-2 px-2 py-1 mb-2 border rounded small ${over ? 'bg-light border-primary' : 'bg-body-tertiary'}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      {groupBy.length === 0 && <span className="text-muted">{t('griglia.raggruppa')}</span>}
      {groupBy.map((field) => {
        const column = columns.get(field);
        const title = t(column?.title ?? field);
        return (
          <span key={field} className="badge text-bg-secondary d-inline-flex align-items-center gap-1">
            {title}
            <CloseButton
              variant="white"
              style={{ fontSize: '0.6rem' }}
              aria-label={`${t('griglia.rimuoviRaggruppamento')}: ${title}`}
              onClick={() => dispatch({ type: 'ungroup', field })}
            />
          </span>
        );
      })}
    </div>
  );
}
