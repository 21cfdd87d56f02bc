import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

/**
 * 'Ricarica il credito' (issue 12): an amount from 10 to 10.000 € paid by card
 * (POST my{product}/ricaricacredito, then the gateway's page). Its children (the credits grid) are
 * rendered below it.
 */
export default defineWidget<Record<string, never>>({
  name: 'credit-topup',
  children: true,
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./CreditTopUp')),
});
