import type { UserMessage } from '../messagesQueries';

export const messaggiDemo: UserMessage[] = [
  {
    itemID: 3,
    message: 'Pagamento di 120,50 € ricevuto: estratto conto di novembre 2026 saldato.',
    hasBeenRead: false,
    creationDate: '2026-12-03T09:15:00Z',
  },
  {
    itemID: 2,
    message: 'Credito ricaricato di 50,00 € con carta di credito: credito disponibile 250,00 €.',
    hasBeenRead: false,
    creationDate: '2026-12-02T16:40:00Z',
  },
  {
    itemID: 1,
    message: 'La richiesta di modifica della polizza AD-000123 è stata accettata.',
    hasBeenRead: true,
    creationDate: '2026-11-28T08:05:00Z',
  },
];
