import { useDataSource } from '../../../engine/react/data';
import { useT } from '../../../engine/react/runtime/EngineContext';

/** GET adesioni/pagamento's answer (server/areas/adesioni/acquisto/modoPagamento.ts). */
export interface ModoPagamento {
  tuttoConCredito: boolean;
  parteConCredito: boolean;
  resto: 'carta' | 'estrattoConto';
}

const TESTI = {
  credito: ['carrello.pagamento.credito', 'Pagamento: addebito sul credito disponibile'],
  carta: ['carrello.pagamento.carta', "Pagamento: con carta di credito al momento dell'acquisto"],
  estrattoConto: ['carrello.pagamento.estrattoConto', "Pagamento: nell'estratto conto di fine mese"],
  creditoEcarta: [
    'carrello.pagamento.creditoECarta',
    "Pagamento: in parte con il credito disponibile, il resto con carta di credito al momento dell'acquisto",
  ],
  creditoEestrattoConto: [
    'carrello.pagamento.creditoEEstrattoConto',
    "Pagamento: in parte con il credito disponibile, il resto nell'estratto conto di fine mese",
  ],
} as const;

/** The label of a payment mode, as POST adesioni will pay the cart. */
export function testoPagamento(m: ModoPagamento): readonly [string, string] {
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
  const [key] = testoPagamento(modo.data);
  return (
    <p id={id} className="small text-body-secondary mb-2" data-testid="carrello-modo-pagamento">
      {t(key)}
    </p>
  );
}
