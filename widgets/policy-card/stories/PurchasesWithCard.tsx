import { useMemo } from 'react';
import { createRegistry } from '../../../engine/core/registry';
import { ScreenRoutingContext, type ScreenRouting } from '../../../engine/react/router/ScreenContext';
import type { WidgetComponent } from '../../../engine/react/widgets/defineWidget';
import { DataGrid } from '../../grid/DataGrid';
import type { GridColumn } from '../../grid/types';
import policyCard from '../index';

const columns: GridColumn[] = [
  { field: 'numero', title: 'colonna.numeroPolizza', width: 160 },
  { field: 'pacchetto', title: 'colonna.pacchetto', width: 200 },
  { field: 'contraente', title: 'colonna.contraente', width: 170 },
  { field: 'totalePremioImposte', title: 'colonna.totalePremio', type: 'numeric', format: 'c2', width: 120 },
  {
    field: 'itemGUID',
    title: 'colonna.certificato',
    type: 'download-file-adesione',
    sortBy: false,
    width: 100,
  },
];

/**
 * The purchases grid as tuoiAcquisti configures it (`rowDetail: policy-card by itemGUID`), with a
 * registry holding the card as the app's does: a row's toggle opens the card under it.
 */
export function PurchasesWithCard({ rows }: { rows: Array<Record<string, unknown>> }) {
  const routing = useMemo<ScreenRouting>(
    () => ({
      tree: { roots: [], byName: new Map() },
      registry: createRegistry<WidgetComponent>([policyCard]),
      product: 'overins',
    }),
    [],
  );
  return (
    <ScreenRoutingContext.Provider value={routing}>
      <DataGrid
        title="menu.tuoiAcquisti"
        mode="client"
        rows={rows}
        columns={columns}
        rowDetail={{ widget: 'policy-card', key: 'itemGUID', props: { espansa: true } }}
      />
    </ScreenRoutingContext.Provider>
  );
}
