import type { MailMessage } from '../../adapters/mail';
import type { Config } from '../../config';
import { accountLink } from '../account/accountMail';

/** The mail that confirms a registration was received and asks to confirm the address. */
export function registrationMail(c: {
  config: Pick<Config, 'publicUrl' | 'oneTimeTokenMinutes' | 'brand'>;
  to: string;
  fullName: string;
  ragioneSociale: string;
  username: string;
  token: string;
}): MailMessage {
  const link = accountLink(c.config, 'confirm-email', c.token);
  const { brand } = c.config;
  return {
    to: c.to,
    subject: `${brand.name} — Richiesta di registrazione ricevuta`,
    text:
      `Gentile ${c.fullName},\n\nabbiamo ricevuto la richiesta di registrazione dell'agenzia "${c.ragioneSociale}" ` +
      `sul portale ${brand.name}, con il nome utente "${c.username}".\n\n` +
      `Per confermare questo indirizzo e-mail apri il link:\n\n${link}\n\n` +
      `Il link vale ${c.config.oneTimeTokenMinutes} minuti e può essere usato una sola volta.\n\n` +
      `I nostri uffici verificheranno i documenti inviati: dopo l'approvazione riceverai un'e-mail per scegliere la password e accedere al portale.\n\n` +
      `Se non hai richiesto tu la registrazione, ignora questo messaggio.\n\n` +
      `${brand.name}\n${brand.providerName}\nAssistenza: ${brand.contactEmail} — ${brand.tollFreeNumber}\n`,
  };
}
