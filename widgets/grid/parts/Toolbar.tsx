import { Icon } from '../../icons/icons';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useT } from '../../../engine/react/runtime/EngineContext';

export interface ToolbarProps {
  search: boolean;
  searchText: string;
  onSearch: (text: string) => void;
  exportable: boolean;
  exporting: boolean;
  onExport: () => void;
  onClear: () => void;
  selectedCount: number;
  /** The `Nuovo` button (the grid's `create`), when the user may create. */
  onCreate?: (() => void) | undefined;
  /** Label key of the `Nuovo` button (the create's `button`); generico.nuovo when absent. */
  createLabel?: string | undefined;
}

/** Above the grid: full-text search (Enter or the icon), Excel export, clear, and the selection count. */
export function Toolbar(props: ToolbarProps) {
  const t = useT();
  const [text, setText] = useState(props.searchText);
  return (
    <div
      role="toolbar"
      aria-label={t('griglia.strumenti')}
      className="d-flex flex-wrap align-items-center gap-2 mb-2"
    >
      {props.search && (
        <Form
          role="search"
          className="flex-grow-1"
          style={{ maxWidth: 420 }}
          onSubmit={(e) => {
            e.preventDefault();
            props.onSearch(text);
          }}
        >
          <InputGroup size="sm">
            <Form.Control
              type="search"
              aria-label={t('generico.cerca')}
              placeholder={t('griglia.ricerca')}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <Button type="submit" variant="outline-secondary" aria-label={t('generico.cerca')}>
              <Icon name="search" />
            </Button>
          </InputGroup>
        </Form>
      )}
      {props.selectedCount > 0 && (
        <span className="small text-muted" aria-live="polite">
          {props.selectedCount === 1
            ? t('griglia.unaRigaSelezionata')
            : t('griglia.righeSelezionate').replace('{n}', String(props.selectedCount))}
        </span>
      )}
      <div className="ms-auto d-flex gap-2">
        {props.onCreate && (
          <Button size="sm" variant="primary" onClick={props.onCreate}>
            {t(props.createLabel ?? 'generico.nuovo')}
          </Button>
        )}
        <Button
          size="sm"
          // outline-secondary is 4.33:1 on the page background: dark keeps AA.
          variant="outline-dark"
          onClick={() => {
            setText('');
            props.onClear();
          }}
        >
          {t('griglia.pulisci')}
        </Button>
        {props.exportable && (
          <Button size="sm" variant="success" disabled={props.exporting} onClick={props.onExport}>
            {t('griglia.esporta')}
          </Button>
        )}
      </div>
    </div>
  );
}
