import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

/**
 * 'Estratti conto da pagare' (issue 12): the unpaid statements (GET my{product}/pagamenti/dapagare),
 * paid by card one by one or all together (POST my{product}/eseguipagamento). Its children (the
 * screen's grid) are rendered below it.
 */
export default defineWidget<Record<string, never>>({
  name: 'statement-payment',
  children: true,
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./StatementPayment')),
});
