import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { DataGrid } from './DataGrid';
import type { GridProps } from './types';

/** The `grid` widget as a screen renders it: all behaviour comes from the node's JSON props. */
export default function Grid({ props, screen }: WidgetComponentProps<GridProps>) {
  return <DataGrid {...props} screen={screen} />;
}
