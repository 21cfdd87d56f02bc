import { Fragment } from 'react';
import { formatMoney } from '../../engine/core/format';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { EsitoPagamento } from './esitoPagamento';

/**
 * Amount, transaction and authorisation codes and what the payment was for. The server gives all but
 * the transaction code only to a signed-in user of the distributor that paid (keyclient/ok).
 */
export function OutcomeDetails({ esito }: { esito: EsitoPagamento }) {
  const t = useT();
  const rows: Array<[string, string]> = [];
  if (esito.importo !== undefined)
    rows.push([t('esitoPagamento.importo', 'Importo'), formatMoney(esito.importo)]);
  rows.push([t('esitoPagamento.codiceTransazione', 'Codice transazione'), esito.codTrans]);
  if (esito.stato === 'pagato' && esito.codAut)
    rows.push([t('esitoPagamento.codiceAutorizzazione', 'Codice di autorizzazione'), esito.codAut]);
  if (esito.estrattiConto?.length)
    rows.push([t('esitoPagamento.estrattiConto', 'Estratti conto'), esito.estrattiConto.join(', ')]);
  if (esito.polizze?.length) rows.push([t('esitoPagamento.polizze', 'Polizze'), esito.polizze.join(', ')]);
  if (esito.tipo === 'credito' && typeof esito.creditoResiduo === 'number')
    rows.push([
      t('esitoPagamento.creditoDisponibile', 'Credito disponibile'),
      formatMoney(esito.creditoResiduo),
    ]);
  return (
    <dl className="row mb-4">
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className="col-sm-5">{term}</dt>
          <dd className="col-sm-7 text-break">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
