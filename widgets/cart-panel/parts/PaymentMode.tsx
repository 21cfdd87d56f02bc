import { useDataSource } from '../../../engine/react/data';
import { useT } from '../../../engine/react/runtime/EngineContext';

/** GET adesioni/pagamento's answer (server/areas/adesioni/acquisto/modoPagamento.ts). */
export interface ModoPagamento {
  tuttoConCredito: boolean;
  parteConCredito: boolean;
  resto: 'carta' | 'estrattoConto';
}

const TESTI = {
  credito: 'carrello.pagamento.credito',
  carta: 'carrello.pagamento.carta',
  estrattoConto: 'carrello.pagamento.estrattoConto',
  creditoEcarta: 'carrello.pagamento.creditoECarta',
  creditoEestrattoConto: 'carrello.pagamento.creditoEEstrattoConto',
} as const;

/** The label key of a payment mode, as POST adesioni will pay the cart. */
export function testoPagamento(m: ModoPagamento): string {
  if (m.tuttoConCredito) return TESTI.credito;
  if (m.parteConCredito) return m.resto === 'carta' ? TESTI.creditoEcarta : TESTI.creditoEestrattoConto;
  return TESTI[m.resto];
}

/**
 * Issue 24: 'Acquista' says what will be paid how before it buys (credit, card at purchase, month-end
 * statement), decided by the server as the purchase decides it. `chiave` changes with the cart's
 * contents so the answer follows them; nothing is shown while unknown or when nothing is due.
 */
export function PaymentMode({ id, chiave, attivo }: { id: string; chiave: string; attivo: boolean }) {
  const t = useT();
  const modo = useDataSource<ModoPagamento>(
    { path: 'adesioni/pagamento' },
    { carrello: chiave },
    {
      enabled: attivo,
      silent: true,
      select: (body) => (body as { data: ModoPagamento }).data,
    },
  );
  if (!attivo || !modo.data) return null;
  const key = testoPagamento(modo.data);
  return (
    <p id={id} className="small text-body-secondary mb-2" data-testid="carrello-modo-pagamento">
      {t(key)}
    </p>
  );
}
