import type { ComponentType } from 'react';
import type { CellType } from '../../../engine/core/registry/cellTypes';
import { ActionsCell, ActionsListCell } from './ActionCells';
import { BooleanCell, BooleanSwitchCell } from './BooleanCells';
import type { GridCellProps } from './GridCellProps';
import { ImageCell, ImageMapCell } from './ImageCells';
import { DownloadFileAdesioneCell, DownloadFileCell, LinkCell } from './LinkCells';
import { ColorCell, StatusDotReminderCell, StatusDotSentCell } from './MarkCells';
import { RenderFunctionCell } from './RenderFunctionCell';
import { SelectCell } from './SelectCell';
import {
  DateCell,
  DateTimeCell,
  NumericCell,
  NumericIntCell,
  SecondsToTimeCell,
  TextCell,
} from './ValueCells';

/**
 * Every cell type of spec 1 §3 by name. Typed as a full Record, so a cell type added to
 * engine/core/registry without a renderer here fails type checking.
 */
export const cellRenderers: Record<CellType, ComponentType<GridCellProps>> = {
  text: TextCell,
  link: LinkCell,
  'download-file': DownloadFileCell,
  'download-file-adesione': DownloadFileAdesioneCell,
  boolean: BooleanCell,
  booleanSwitch: BooleanSwitchCell,
  image: ImageCell,
  'image-map': ImageMapCell,
  date: DateCell,
  datetime: DateTimeCell,
  numeric: NumericCell,
  'numeric-int': NumericIntCell,
  secondsToTime: SecondsToTimeCell,
  color: ColorCell,
  actions: ActionsCell,
  actions_list: ActionsListCell,
  ck_select: SelectCell,
  renderfunction: RenderFunctionCell,
  'status-dot-sent': StatusDotSentCell,
  'status-dot-reminder': StatusDotReminderCell,
};

export function cellRendererOf(type: string | undefined): ComponentType<GridCellProps> {
  return (type && cellRenderers[type as CellType]) || TextCell;
}
