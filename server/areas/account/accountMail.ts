import type { MailMessage } from '../../adapters/mail';
import type { Config } from '../../config';

/**
 * The account mails. Links start from the configured public URL only: a forged Host header must never
 * put an attacker's address into a password link.
 */
export function accountLink(config: Pick<Config, 'publicUrl'>, route: string, token: string): string {
  return `${config.publicUrl}/${route}?token=${encodeURIComponent(token)}`;
}

interface MailContext {
  config: Pick<Config, 'publicUrl' | 'oneTimeTokenMinutes' | 'brand'>;
  to: string;
  fullName: string;
  username: string;
  token: string;
}

function signature(config: MailContext['config']): string {
  return `\n\nSe non hai richiesto tu questa operazione, ignora questo messaggio.\n\n${config.brand.name}\n${config.brand.providerName}\nAssistenza: ${config.brand.contactEmail} — ${config.brand.tollFreeNumber}\n`;
}

export function recoveryMail(c: MailContext): MailMessage {
  const link = accountLink(c.config, 'change-password', c.token);
  return {
    to: c.to,
    subject: `${c.config.brand.name} — Recupero password`,
    text:
      `Gentile ${c.fullName},\n\nabbiamo ricevuto una richiesta di recupero della password per l'utente "${c.username}".\n` +
      `Per scegliere una nuova password apri questo link:\n\n${link}\n\n` +
      `Il link vale ${c.config.oneTimeTokenMinutes} minuti e può essere usato una sola volta.` +
      signature(c.config),
  };
}

export function firstPasswordMail(c: MailContext): MailMessage {
  const link = accountLink(c.config, 'set-password', c.token);
  return {
    to: c.to,
    subject: `${c.config.brand.name} — Imposta la tua password`,
    text:
      `Gentile ${c.fullName},\n\nè stato creato per te l'utente "${c.username}" sul portale ${c.config.brand.name}.\n` +
      `Per scegliere la tua password apri questo link:\n\n${link}\n\n` +
      `Il link vale ${c.config.oneTimeTokenMinutes} minuti e può essere usato una sola volta.` +
      signature(c.config),
  };
}

export function confirmEmailMail(c: MailContext): MailMessage {
  const link = accountLink(c.config, 'confirm-email', c.token);
  return {
    to: c.to,
    subject: `${c.config.brand.name} — Conferma il tuo indirizzo e-mail`,
    text:
      `Gentile ${c.fullName},\n\nper confermare l'indirizzo e-mail dell'utente "${c.username}" apri questo link:\n\n${link}\n\n` +
      `Il link vale ${c.config.oneTimeTokenMinutes} minuti e può essere usato una sola volta.` +
      signature(c.config),
  };
}
