import { useMemo, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { DataGrid } from '../grid/DataGrid';
import type { GridProps } from '../grid/types';
import { ParameterBar } from './ParameterBar';
import { changeValue, defaultValues, sentValues, type GridParameter } from './parameterValues';

export interface GridPanelProps {
  grid: GridProps;
  parameters?: GridParameter[];
  reset?: boolean;
  create?: { label: string; title: string };
}

export interface GridPanelViewProps extends GridPanelProps {
  /** The dialog's content: the node's rendered children (a creation form). */
  children?: ReactNode;
}

/**
 * The grid with its parameters, reset and creation dialog. Reset and closing the dialog remount the
 * grid, which is what clears its sort, filters, groups and page and reloads the list.
 */
export function GridPanelView({ grid, parameters = [], reset, create, children }: GridPanelViewProps) {
  const t = useT();
  const [values, setValues] = useState(() => defaultValues(parameters));
  const [generation, setGeneration] = useState(0);
  const [creating, setCreating] = useState(false);

  const source = useMemo(() => {
    if (!grid.source || parameters.length === 0) return grid.source;
    return { ...grid.source, params: { ...grid.source.params, ...sentValues(values) } };
  }, [grid.source, parameters.length, values]);

  const hasTools = parameters.length > 0 || reset === true || create !== undefined;
  return (
    <div className="grid-panel">
      {hasTools && (
        <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
          {parameters.length > 0 && (
            <ParameterBar
              parameters={parameters}
              values={values}
              onChange={(name, value) => setValues((v) => changeValue(parameters, v, name, value))}
            />
          )}
          <div className="ms-auto d-flex gap-2">
            {reset && (
              <Button
                size="sm"
                variant="outline-secondary"
                onClick={() => {
                  setValues(defaultValues(parameters));
                  setGeneration((g) => g + 1);
                }}
              >
                {t('griglia.reimpostaFiltri')}
              </Button>
            )}
            {create && (
              <Button size="sm" variant="primary" onClick={() => setCreating(true)}>
                {t(create.label)}
              </Button>
            )}
          </div>
        </div>
      )}
      <DataGrid key={generation} {...grid} {...(source ? { source } : {})} />
      {create && (
        <Modal
          show={creating}
          onHide={() => {
            setCreating(false);
            setGeneration((g) => g + 1);
          }}
          aria-labelledby="grid-panel-create-title"
          size="lg"
        >
          <Modal.Header closeButton closeLabel={t('generico.chiudi')}>
            <Modal.Title id="grid-panel-create-title">{t(create.title)}</Modal.Title>
          </Modal.Header>
          <Modal.Body>{children}</Modal.Body>
        </Modal>
      )}
    </div>
  );
}

/** The `grid-panel` widget as a screen renders it. */
export default function GridPanel({ props, children }: WidgetComponentProps<GridPanelProps>) {
  return <GridPanelView {...props}>{children}</GridPanelView>;
}
