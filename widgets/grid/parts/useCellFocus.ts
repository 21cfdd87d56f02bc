import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

export interface CellPosition {
  r: number;
  c: number;
}

const ACTIVATABLE = '[data-grid-activate], button, a[href], input, select';

/**
 * Keyboard use of the grid (ARIA grid pattern): one cell is in the tab order; arrows, Home and
 * End move between cells (rows of the header count as row 0), Enter activates the cell's control
 * (sort, toggle a group, the first button or link). Cells carry `data-r`/`data-c`.
 */
export function useCellFocus(
  container: RefObject<HTMLElement | null>,
  rowCount: number,
  colCount: number,
  revealRow: (r: number) => void,
) {
  const [active, setActive] = useState<CellPosition>({ r: 0, c: 0 });
  const wantFocus = useRef(false);

  const find = useCallback(
    (p: CellPosition): HTMLElement | null =>
      container.current?.querySelector<HTMLElement>(`[data-r="${p.r}"][data-c="${p.c}"]`) ??
      container.current?.querySelector<HTMLElement>(`[data-r="${p.r}"][data-c="0"]`) ??
      null,
    [container],
  );

  useEffect(() => {
    if (!wantFocus.current) return;
    const el = find(active);
    if (el) {
      wantFocus.current = false;
      el.focus();
    }
  });

  const moveTo = (p: CellPosition) => {
    const next = { r: Math.min(Math.max(0, p.r), rowCount), c: Math.min(Math.max(0, p.c), colCount - 1) };
    wantFocus.current = true;
    setActive(next);
    if (!find(next)) revealRow(next.r);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-r][data-c]');
    if (!cell || !container.current?.contains(cell)) return;
    const here = { r: Number(cell.dataset.r), c: Number(cell.dataset.c) };
    const typing = (e.target as HTMLElement).matches(
      'input[type="text"], input:not([type]), select, textarea',
    );
    switch (e.key) {
      case 'ArrowDown':
        moveTo({ ...here, r: here.r + 1 });
        break;
      case 'ArrowUp':
        moveTo({ ...here, r: here.r - 1 });
        break;
      case 'ArrowRight':
        if (typing) return;
        moveTo({ ...here, c: here.c + 1 });
        break;
      case 'ArrowLeft':
        if (typing) return;
        moveTo({ ...here, c: here.c - 1 });
        break;
      case 'Home':
        moveTo({ r: e.ctrlKey ? 0 : here.r, c: 0 });
        break;
      case 'End':
        moveTo({ r: e.ctrlKey ? rowCount : here.r, c: colCount - 1 });
        break;
      case 'Enter': {
        if (e.target !== cell) return;
        cell.querySelector<HTMLElement>(ACTIVATABLE)?.click();
        break;
      }
      default:
        return;
    }
    e.preventDefault();
  };

  const tabIndexOf = (r: number, c: number) => {
    const a = { r: Math.min(active.r, rowCount), c: Math.min(active.c, colCount - 1) };
    return a.r === r && a.c === c ? 0 : -1;
  };

  return { onKeyDown, tabIndexOf, setActive };
}
