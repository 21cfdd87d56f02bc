import { useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formatNumber } from '../../../engine/core/format';
import { PAGE_SIZE_ALL, PAGE_SIZES } from '../../../engine/core/query';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { digitsOnly, pageCountOf, pageFromInput, pageRange, pageWindow } from '../model/pager';

/** Counts as the app's culture writes them (1.000.000 in the portal's it-IT). */
const formatCount = (n: number) => formatNumber(n);

/** Spec 1 §9: page buttons on mobile; the list helper's default elsewhere. */
export const MOBILE_BUTTONS = 3;
export const DESKTOP_BUTTONS = 10;

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The total is the server's estimate: "di circa 1.000.000 elementi". */
  estimated?: boolean;
  mobile: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/**
 * The grid's pager (spec 1 §5, §9): page buttons, a digits-only page input kept within 1…pages,
 * sizes 20/40/60/100/all and "1 - 20 di 135 elementi". On mobile: 3 buttons, no info, no sizes.
 */
export function Pager({ page, pageSize, total, estimated = false, mobile, onPage, onPageSize }: PagerProps) {
  const t = useT();
  const pages = pageCountOf(total, pageSize);
  const inputId = useId();
  const [typed, setTyped] = useState(String(page));
  useEffect(() => setTyped(String(page)), [page]);
  const go = (p: number) => {
    const next = Math.min(Math.max(1, p), pages);
    if (next !== page) onPage(next);
  };
  const commit = () => {
    const p = pageFromInput(typed, pages);
    if (p === null) setTyped(String(page));
    else {
      setTyped(String(p));
      go(p);
    }
  };
  const { from, to } = pageRange(page, pageSize, total);
  const info = (
    estimated ? t('griglia.elementiCirca') : total === 1 ? t('griglia.elemento') : t('griglia.elementi')
  )
    .replace('{from}', formatCount(from))
    .replace('{to}', formatCount(to))
    .replace('{total}', formatCount(total));
  const nav = (label: string, symbol: string, target: number, disabled: boolean) => (
    <Button
      size="sm"
      variant="outline-secondary"
      aria-label={label}
      disabled={disabled}
      onClick={() => go(target)}
    >
      {symbol}
    </Button>
  );

  return (
    <nav aria-label={t('griglia.paginazione')} className="d-flex flex-wrap align-items-center gap-2 mt-2">
      <div className="d-flex align-items-center gap-1">
        {!mobile && nav(t('griglia.primaPagina'), '«', 1, page <= 1)}
        {nav(t('griglia.paginaPrecedente'), '‹', page - 1, page <= 1)}
        {pageWindow(page, pages, mobile ? MOBILE_BUTTONS : DESKTOP_BUTTONS).map((p) => (
          <Button
            key={p}
            size="sm"
            variant={p === page ? 'primary' : 'outline-secondary'}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`${t('griglia.pagina')} ${p}`}
            onClick={() => go(p)}
          >
            {p}
          </Button>
        ))}
        {nav(t('griglia.paginaSuccessiva'), '›', page + 1, page >= pages)}
        {!mobile && nav(t('griglia.ultimaPagina'), '»', pages, page >= pages)}
      </div>
      {!mobile && (
        <>
          <div className="d-flex align-items-center gap-1 small">
            <label htmlFor={inputId}>{t('griglia.pagina')}</label>
            <Form.Control
              id={inputId}
              size="sm"
              inputMode="numeric"
              style={{ width: '4.5rem' }}
              value={typed}
              onChange={(e) => setTyped(digitsOnly(e.target.value))}
              onBlur={commit}
              onKeyDown={(e) => {
                if (e.key === 'Enter') commit();
              }}
            />
            <span>
              {t('griglia.di')} {pages}
            </span>
          </div>
          <div className="d-flex align-items-center gap-1 small">
            <Form.Select
              size="sm"
              style={{ width: 'auto' }}
              aria-label={t('griglia.elementiPerPagina')}
              value={String(pageSize)}
              onChange={(e) => onPageSize(Number(e.target.value))}
            >
              {PAGE_SIZES.map((s) => (
                <option key={s} value={String(s)}>
                  {s === PAGE_SIZE_ALL ? t('griglia.tutti') : s}
                </option>
              ))}
            </Form.Select>
            <span aria-hidden="true">{t('griglia.elementiPerPagina')}</span>
          </div>
          <div className="ms-auto small text-muted" aria-live="polite">
            {info}
          </div>
        </>
      )}
    </nav>
  );
}
