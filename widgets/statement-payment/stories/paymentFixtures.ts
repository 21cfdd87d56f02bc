import { jsonResponse } from '../../../engine/react/testing/createTestEngine';
import type { EstrattiDaPagare } from '../statementsDue';

/** The sandbox gateway's page, as the server answers it to `eseguipagamento`. */
export const URL_GATEWAY = '/sandbox/pagamento?alias=ALIAS_TEST&codTrans=PAG-20260401-0001';

export const daPagare: EstrattiDaPagare = {
  estratti: [
    {
      itemID: 41,
      numero: 'EC-2026-02-0005',
      periodo: '2026-02-01',
      scadenza: '2026-03-15',
      importo: 412.3,
      stato: 'Scaduto',
    },
    {
      itemID: 42,
      numero: 'EC-2026-03-0005',
      periodo: '2026-03-01',
      scadenza: '2026-04-15',
      importo: 1280.1,
      stato: 'Da pagare',
    },
  ],
  totale: 1692.4,
};

export const nienteDaPagare: EstrattiDaPagare = { estratti: [], totale: 0 };

export const avvioPagamento = (importo: number) => ({
  data: { url: URL_GATEWAY, codTrans: 'PAG-20260401-0001', importo },
});

export const pagamentoRifiutato = () =>
  jsonResponse(
    {
      messages: [
        { code: 'pagamento.nienteDaPagare', text: 'Non ci sono estratti conto da pagare.', type: 'error' },
      ],
    },
    400,
  );
