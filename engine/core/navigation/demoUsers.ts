import type { UserInfo } from '../../../schemas/types';

const my = 'WEB_MYOVERINS';
const cart = ['WEB_ANAGRAFICA_ACCESSO_CARRELLO|E', 'WEB_ANAGRAFICA_DATI_AZIENDA|RU'];
const ownArea = [`${my}_TUOI_ACQUISTI|R`, `${my}_CREDITI|R`, `${my}_PAGAMENTI|RC`, `${my}_ESTRATTICONTO|R`];

function user(
  patch: Partial<UserInfo> & Pick<UserInfo, 'id' | 'userName' | 'firstName' | 'lastName'>,
): UserInfo {
  return {
    anagraficaID: patch.id,
    fullName: `${patch.firstName} ${patch.lastName}`,
    description: '',
    defaultLanguage: 'it-IT',
    email: `${patch.userName}@example.it`,
    ruoloID: 1,
    superAdmin: false,
    permessi: [],
    distributoreID: null,
    distributore: null,
    fornitoreID: null,
    fornitore: null,
    backOffice: false,
    web: true,
    attributiUtente: [],
    impersonatorFullName: null,
    hasImpersonateUser: false,
    mustPay: false,
    segnalazionePagamentoFineMese: false,
    ...patch,
  };
}

const agency = (
  id: number,
  ragioneSociale: string,
  tipo: 'agenziadettagliante' | 'touroperator' | 'network',
) => ({
  distributoreID: id,
  distributore: { id, codice: `AG000${id}`, ragioneSociale, tipo, networkID: null },
});

/**
 * One userInfo per kind of demo user (server/db/seed/demo.ts), with the seed's permissions and
 * attributes, for menu tests, widget tests and stories. Same names as the seeded accounts.
 */
export const demoUsers = {
  admin: user({
    id: 1,
    userName: 'admin',
    firstName: 'Giulia',
    lastName: 'Ferraris',
    description: 'Super amministratore — Overins Assicurazioni Viaggi S.r.l.',
    superAdmin: true,
    backOffice: true,
    web: false,
    permessi: ['*'],
    attributiUtente: ['ALL'],
  }),
  agenzia: user({
    id: 2,
    userName: 'agenzia',
    firstName: 'Marco',
    lastName: 'Bianchi',
    description: 'Agenzia dettagliante — Agenzia Viaggi Il Gabbiano S.r.l.',
    permessi: [...cart, ...ownArea, `${my}_UTENTI|RCUD`],
    attributiUtente: ['distributore', 'distributore_agenziadettagliante'],
    ...agency(1, 'Agenzia Viaggi Il Gabbiano S.r.l.', 'agenziadettagliante'),
  }),
  tour: user({
    id: 3,
    userName: 'tour',
    firstName: 'Elena',
    lastName: 'Conti',
    description: 'Tour operator — Mediterraneo Tour Operator S.p.A.',
    permessi: [...cart, ...ownArea, `${my}_UTENTI|RCUD`],
    attributiUtente: ['distributore', 'distributore_touroperator'],
    ...agency(2, 'Mediterraneo Tour Operator S.p.A.', 'touroperator'),
  }),
  network: user({
    id: 4,
    userName: 'network',
    firstName: 'Paolo',
    lastName: 'Ricci',
    description: 'Network — Rete Agenzie Italiane Viaggiare Insieme S.c.a.r.l.',
    permessi: [
      ...cart,
      ...ownArea,
      `${my}_UTENTI|RCUD`,
      `${my}_ACQUISTI_NETWORK|R`,
      `${my}_ESTRATTICONTO_NETWORK|R`,
    ],
    attributiUtente: ['distributore', 'distributore_network'],
    ...agency(3, 'Rete Agenzie Italiane Viaggiare Insieme S.c.a.r.l.', 'network'),
  }),
  agenziaRete: user({
    id: 5,
    userName: 'agenzia.rete',
    firstName: 'Laura',
    lastName: 'Rossi',
    description: 'Agenzia dettagliante — Sole e Mare Viaggi di Rossi Laura',
    permessi: [...cart, ...ownArea, `${my}_UTENTI|RCUD`],
    attributiUtente: ['distributore', 'distributore_agenziadettagliante'],
    ...agency(4, 'Sole e Mare Viaggi di Rossi Laura', 'agenziadettagliante'),
  }),
  fornitore: user({
    id: 6,
    userName: 'fornitore',
    firstName: 'Andrea',
    lastName: 'Galli',
    description: 'Fornitore — Europa Assistance Viaggi Compagnia di Assicurazioni S.p.A.',
    permessi: [`${my}_ACQUISTI_POLIZZE|R`, 'WEB_ANAGRAFICA_DATI_AZIENDA|R'],
    attributiUtente: ['fornitore'],
    fornitoreID: 1,
    fornitore: {
      id: 1,
      codice: 'FO0001',
      ragioneSociale: 'Europa Assistance Viaggi Compagnia di Assicurazioni S.p.A.',
    },
  }),
  commerciale: user({
    id: 7,
    userName: 'commerciale',
    firstName: 'Stefano',
    lastName: 'Moretti',
    description: 'Commerciale — Overins Assicurazioni Viaggi S.r.l.',
    permessi: [`${my}_COMMERCIALE_DISTRIBUTORI|R`],
    attributiUtente: ['commerciale'],
  }),
  moroso: user({
    id: 8,
    userName: 'moroso',
    firstName: 'Franco',
    lastName: 'Esposito',
    description: 'Agenzia dettagliante — Giramondo Viaggi S.r.l.',
    permessi: [...cart, ...ownArea, `${my}_UTENTI|RCUD`],
    attributiUtente: ['distributore', 'distributore_agenziadettagliante'],
    mustPay: true,
    ...agency(5, 'Giramondo Viaggi S.r.l.', 'agenziadettagliante'),
  }),
  avviso: user({
    id: 9,
    userName: 'avviso',
    firstName: 'Rosalia',
    lastName: 'Lombardo',
    description: 'Agenzia dettagliante — Trinacria Vacanze S.r.l.',
    permessi: [...cart, ...ownArea, `${my}_UTENTI|RCUD`],
    attributiUtente: ['distributore', 'distributore_agenziadettagliante'],
    segnalazionePagamentoFineMese: true,
    ...agency(6, 'Trinacria Vacanze S.r.l.', 'agenziadettagliante'),
  }),
} satisfies Record<string, UserInfo>;

/** The agency user while a back-office user is signed in as them. */
export const impersonatedAgenzia: UserInfo = {
  ...demoUsers.agenzia,
  impersonatorFullName: 'Giulia Ferraris',
  hasImpersonateUser: true,
};
