import Pagination from 'react-bootstrap/Pagination';
import { useT } from '../../../engine/react/runtime/EngineContext';

/** Page buttons around the current one, so that a 10,000-row list still has a short pager. */
const VICINE = 2;

/** The participants' pager (spec 2 §9: 10 a page): first, previous, nearby pages, next, last. */
export function Paginatore({
  page,
  pages,
  onPage,
}: {
  /** 0-based. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (pages <= 1) return null;
  const from = Math.max(0, Math.min(page - VICINE, pages - 1 - 2 * VICINE));
  const to = Math.min(pages - 1, from + 2 * VICINE);
  const shown = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return (
    <nav aria-label={t('partecipanti.pagine')}>
      <Pagination size="sm" className="mb-2 flex-wrap">
        <Pagination.First
          disabled={page === 0}
          onClick={() => onPage(0)}
          aria-label={t('partecipanti.primaPagina')}
        />
        <Pagination.Prev
          disabled={page === 0}
          onClick={() => onPage(page - 1)}
          aria-label={t('partecipanti.paginaPrecedente')}
        />
        {shown.map((p) => (
          <Pagination.Item
            key={p}
            active={p === page}
            onClick={() => onPage(p)}
            aria-label={`${t('partecipanti.pagina')} ${p + 1}`}
          >
            {p + 1}
          </Pagination.Item>
        ))}
        <Pagination.Next
          disabled={page >= pages - 1}
          onClick={() => onPage(page + 1)}
          aria-label={t('partecipanti.paginaSuccessiva')}
        />
        <Pagination.Last
          disabled={page >= pages - 1}
          onClick={() => onPage(pages - 1)}
          aria-label={t('partecipanti.ultimaPagina')}
        />
      </Pagination>
    </nav>
  );
}
