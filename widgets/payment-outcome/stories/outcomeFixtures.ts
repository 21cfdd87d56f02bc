import { demoUserInfos, jsonResponse } from '../../../engine/react/testing/createTestEngine';
import type { EsitoPagamento } from '../esitoPagamento';

/** The fields the gateway puts in the return URL (values as the sandbox signs them). */
export function ritorno(
  esito: 'OK' | 'KO' | 'ANNULLO',
  codTrans = 'PAG-20260401-0001',
): Record<string, string> {
  return {
    alias: 'ALIAS_TEST',
    codTrans,
    esito,
    importo: '169240',
    divisa: 'EUR',
    data: '20260401',
    orario: '101530',
    codAut: esito === 'OK' ? 'A1B2C3' : '',
    mac: 'c0ffee0000000000000000000000000000000000',
  };
}

export const pathWith = (path: string, fields: Record<string, string>) =>
  `${path}?${new URLSearchParams(fields).toString()}`;

const base: EsitoPagamento = {
  codTrans: 'PAG-20260401-0001',
  stato: 'pagato',
  tipo: 'estratti',
  importo: 1692.4,
  divisa: 'EUR',
  codAut: 'A1B2C3',
  estrattiConto: ['EC-2026-02-0005', 'EC-2026-03-0005'],
  polizze: [],
  creditoResiduo: null,
  mustPay: false,
};

export const esiti = {
  fineMesePagato: base,
  fineMeseRifiutato: { ...base, stato: 'rifiutato', codAut: null, mustPay: true },
  acquistoPagato: {
    ...base,
    tipo: 'acquisto',
    importo: 86.5,
    estrattiConto: [],
    polizze: ['OVR-2026-000812', 'OVR-2026-000813'],
  },
  acquistoAnnullato: {
    ...base,
    stato: 'annullato',
    tipo: 'acquisto',
    importo: 86.5,
    codAut: null,
    estrattiConto: [],
    polizze: ['OVR-2026-000812', 'OVR-2026-000813'],
  },
  /** A change's supplement refused at the gateway: the change stays applied, the supplement due. */
  modificaRifiutata: {
    ...base,
    stato: 'rifiutato',
    tipo: 'modifica',
    importo: 44,
    codAut: null,
    estrattiConto: [],
    polizze: ['OVR-2026-000123'],
  },
  ricaricaPagata: { ...base, tipo: 'credito', importo: 250, estrattiConto: [], creditoResiduo: 730.25 },
  inAttesa: { ...base, stato: 'in_attesa', codAut: null },
  /** What anyone but a signed-in user of the distributor that paid is told: the outcome alone. */
  soloEsito: { codTrans: base.codTrans, stato: 'pagato' },
} satisfies Record<string, EsitoPagamento>;

export const risposta = (esito: EsitoPagamento) => ({ data: esito });

export const esitoNonValido = () =>
  jsonResponse(
    {
      messages: [
        { code: 'pagamento.esitoNonValido', text: 'Esito del pagamento non valido.', type: 'error' },
      ],
    },
    400,
  );

/** `account/me` after the month-end payment: the distributor may shop again. */
export const utentePagato = { userInfo: { ...demoUserInfos.moroso, mustPay: false }, redirectTo: null };
