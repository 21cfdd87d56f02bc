import { useCallback, useMemo, useState } from 'react';
import type { Screen } from '../../../engine/core/screens';
import type { RowDetailSpec } from '../types';
import type { RowDetailState } from './RowDetail';

/** Which rows have their detail open (by row id); several may be open at once. Undefined without rowDetail. */
export function useRowDetail(spec: RowDetailSpec | undefined, screen: Screen): RowDetailState | undefined {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (rowId: string) =>
      setOpen((now) => {
        const next = new Set(now);
        if (!next.delete(rowId)) next.add(rowId);
        return next;
      }),
    [],
  );
  return useMemo(() => (spec ? { spec, open, toggle, screen } : undefined), [spec, open, toggle, screen]);
}
