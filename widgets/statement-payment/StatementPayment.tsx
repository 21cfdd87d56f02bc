import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { formatDate, formatMoney } from '../../engine/core/format';
import { useDataSource } from '../../engine/react/data';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import {
  DA_PAGARE,
  formatPeriodo,
  readDaPagare,
  selectedTotal,
  type EstrattoDaPagare,
} from './statementsDue';
import type { PagamentoEstratti } from '../../schemas/types';
import { ESEGUI_PAGAMENTO, useStartPayment } from './useStartPayment';

/**
 * The unpaid month-end statements of the user's distributor, to pay by card one by one or all
 * together (issue 12): the chosen ones go to `eseguipagamento`, and the browser to the gateway.
 */
export function StatementPayment() {
  const t = useT();
  const id = useId();
  const due = useDataSource({ path: DA_PAGARE }, undefined, { select: readDaPagare });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const payment = useStartPayment<PagamentoEstratti>(ESEGUI_PAGAMENTO);

  if (!due.data) return null;
  const { estratti, totale } = due.data;
  if (estratti.length === 0) {
    return (
      <Alert variant="info" className="mb-3">
        {t('pagamento.nessunEstratto')}
      </Alert>
    );
  }

  const toggle = (estratto: EstrattoDaPagare, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(estratto.itemID);
      else next.delete(estratto.itemID);
      return next;
    });
  const allSelected = estratti.every((e) => selected.has(e.itemID));
  const chosen = estratti.filter((e) => selected.has(e.itemID)).map((e) => e.itemID);

  return (
    <section className="mb-4 p-3 bg-body border rounded" aria-busy={payment.busy}>
      <Table responsive size="sm" className="align-middle">
        <caption className="caption-top h5 text-body">{t('pagamento.estrattiDaPagare')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Form.Check
                id={`${id}-tutti`}
                aria-label={t('pagamento.selezionaTutti')}
                checked={allSelected}
                onChange={(e) => setSelected(new Set(e.target.checked ? estratti.map((s) => s.itemID) : []))}
              />
            </th>
            <th scope="col">{t('colonna.numeroEstratto')}</th>
            <th scope="col">{t('colonna.periodo')}</th>
            <th scope="col">{t('colonna.scadenza')}</th>
            <th scope="col" className="text-end">
              {t('colonna.importo')}
            </th>
            <th scope="col">{t('colonna.stato')}</th>
          </tr>
        </thead>
        <tbody>
          {estratti.map((estratto) => (
            <tr key={estratto.itemID}>
              <td>
                <Form.Check
                  id={`${id}-${estratto.itemID}`}
                  aria-label={t('pagamento.selezionaEstratto').replace('{numero}', estratto.numero)}
                  checked={selected.has(estratto.itemID)}
                  onChange={(e) => toggle(estratto, e.target.checked)}
                />
              </td>
              <td>{estratto.numero}</td>
              <td>{formatPeriodo(estratto.periodo)}</td>
              <td>{formatDate(estratto.scadenza)}</td>
              <td className="text-end text-nowrap">{formatMoney(estratto.importo)}</td>
              <td className={estratto.stato === 'Scaduto' ? 'text-danger fw-semibold' : undefined}>
                {estratto.stato}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <output className="me-auto" aria-live="polite">
          {t('pagamento.totaleSelezionato')}:{' '}
          <strong>{formatMoney(selectedTotal(estratti, selected))}</strong>
        </output>
        <Button
          variant="outline-primary"
          disabled={chosen.length === 0 || payment.busy}
          onClick={() => void payment.start({ estrattiContoIds: chosen })}
        >
          {t('pagamento.pagaSelezionati')}
        </Button>
        <Button variant="primary" disabled={payment.busy} onClick={() => void payment.start({})}>
          {t('pagamento.pagaTutto').replace('{importo}', formatMoney(totale))}
        </Button>
      </div>
      {payment.error && (
        <Alert variant="danger" role="alert" className="mt-3 mb-0">
          {payment.error}
        </Alert>
      )}
    </section>
  );
}

/** On a screen the payment box sits above the node's children (the statements' or payments' grid). */
export default function StatementPaymentWidget({ children }: WidgetComponentProps<Record<string, never>>) {
  return (
    <>
      <StatementPayment />
      {children}
    </>
  );
}
