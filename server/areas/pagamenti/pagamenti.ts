import type { GatewayPagamenti } from '../../adapters/payments/gateway';

/** The payment gateway the app uses, and whether it is our own sandbox. */
export interface Pagamenti {
  gateway: GatewayPagamenti;
  sandbox: boolean;
}
