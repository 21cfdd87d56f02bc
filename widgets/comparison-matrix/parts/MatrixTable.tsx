import { Fragment, useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { ProdottoLista } from '../../../schemas/types';
import { formatMoney } from '../../../engine/core/format';
import { purifyHtml } from '../../../engine/react/html/purifyHtml';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { cellaConfronto, righeConfronto } from '../../shopping/formatShopping';
import { totaleErroreTesto } from '../../shopping/totaliErrors';
import { Icon } from '../../icons/icons';
import './MatrixTable.css';

/** Whether the element's content is wider than the element (it scrolls sideways), kept up to date. */
function useOverflowsX<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

/**
 * The comparison: one column per product, one row per guarantee parameter grouped by guarantee
 * category, each cell shown by the parameter's field type (spec 2 §2 "Comparison").
 */
export function MatrixTable({
  prodotti,
  onSelect,
}: {
  prodotti: ProdottoLista[];
  onSelect(p: ProdottoLista): void;
}) {
  const t = useT();
  const illimitato = t('confronto.illimitato', 'Illimitato');
  const righe = righeConfronto(prodotti);
  const scroller = useOverflowsX<HTMLDivElement>();
  let categoria: string | null = null;
  // Wider than the screen (a phone, four products): the label column stays put (MatrixTable.css) and
  // a hint says the table scrolls sideways.
  return (
    <>
      {scroller.overflows ? (
        <p className="small text-muted mb-1 comparison-scroll-hint">
          {t('confronto.scorriOrizzontale', 'Scorri la tabella in orizzontale per vedere tutti i prodotti')} →
        </p>
      ) : null}
      <div ref={scroller.ref} className="table-responsive comparison-scroller">
        <Table bordered size="sm" className="align-middle mb-0 comparison-matrix">
          <caption className="visually-hidden">{t('confronto.titolo', 'Confronto prodotti')}</caption>
          <thead>
            <tr>
              <td />
              {prodotti.map((p) => (
                <th key={p.pacchettoID} scope="col" className="text-center">
                  {p.pacchetto}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('prodotto.totaleViaggio', 'Totale viaggio')}</th>
              {prodotti.map((p) => (
                <td key={p.pacchettoID} className="text-center fw-semibold">
                  {typeof p.totali?.totaleViaggio === 'number' ? (
                    formatMoney(p.totali.totaleViaggio)
                  ) : (
                    <>
                      {t('prodotto.prezzoAssente', '--')}
                      {(p.erroriTotaleCarrello ?? []).map((e) => (
                        <div key={e.codice} className="small fw-normal text-danger">
                          {totaleErroreTesto(e, t, p.pacchetto)}
                        </div>
                      ))}
                    </>
                  )}
                </td>
              ))}
            </tr>
            {righe.map((riga) => {
              const header =
                riga.categoria !== categoria ? (
                  <tr className="table-light">
                    <th scope="rowgroup" colSpan={prodotti.length + 1}>
                      {riga.categoria}
                    </th>
                  </tr>
                ) : null;
              categoria = riga.categoria;
              return (
                <Fragment key={`${riga.categoria}-${riga.nomeParametro}`}>
                  {header}
                  <tr>
                    <th scope="row" className="fw-normal">
                      {riga.nomeParametro}
                    </th>
                    {riga.celle.map((parametro, i) => {
                      const cella = cellaConfronto(parametro, illimitato);
                      return (
                        <td key={prodotti[i]!.pacchettoID} className="text-center">
                          {cella.kind === 'yesno' ? (
                            <span
                              role="img"
                              aria-label={cella.yes ? t('generico.si', 'Sì') : t('generico.no', 'No')}
                              className={cella.yes ? 'text-success' : 'text-danger'}
                            >
                              <Icon name={cella.yes ? 'check' : 'x'} />
                            </span>
                          ) : cella.kind === 'html' ? (
                            <div
                              className="text-start"
                              dangerouslySetInnerHTML={{ __html: purifyHtml(cella.html) }}
                            />
                          ) : (
                            cella.text
                          )}
                        </td>
                      );
                    })}
                  </tr>
                </Fragment>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <td />
              {prodotti.map((p) => (
                <td key={p.pacchettoID} className="text-center">
                  <Button
                    size="sm"
                    onClick={() => onSelect(p)}
                    aria-label={`${t('prodotto.seleziona', 'Seleziona')} ${p.pacchetto}`}
                  >
                    {t('prodotto.seleziona', 'Seleziona')}
                  </Button>
                </td>
              ))}
            </tr>
          </tfoot>
        </Table>
      </div>
    </>
  );
}
