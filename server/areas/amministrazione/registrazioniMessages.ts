import type { Config } from '../../config';
import type { MailMessage } from '../../adapters/mail';
import { testoIt } from '../../i18n/testi';
import { accountLink } from '../account/accountMail';

/**
 * The Italian texts of the approval and refusal of an agency registration: the code is the label key,
 * and the text is the label's where it has no parameters (schemas/catalogues/labels/it-IT.json).
 */
export const MSG = {
  approvata: { code: 'registrazioni.approvata', text: testoIt('registrazioni.approvata') },
  rifiutata: { code: 'registrazioni.rifiutata', text: testoIt('registrazioni.rifiutata') },
  nonTrovata: 'Richiesta di registrazione non trovata.',
  giaDecisa: { code: 'registrazioni.giaDecisa', text: testoIt('registrazioni.giaDecisa') },
  networkNonValido: { code: 'registrazioni.networkId', text: testoIt('registrazioni.networkId') },
  modelloNonValido: { code: 'registrazioni.modelloId', text: testoIt('registrazioni.modelloId') },
  pacchettiVuoti: {
    code: 'registrazioni.pacchetti',
    text: 'Scegliere almeno un pacchetto da vendere.',
  },
  pacchettiNonDelModello: (ids: number[]) => ({
    code: 'registrazioni.pacchetti',
    text: `I pacchetti ${ids.join(', ')} non sono venduti dal distributore modello: sceglierli tra i suoi.`,
  }),
  creditoNonValido: { code: 'registrazioni.creditoIniziale', text: testoIt('registrazioni.creditoIniziale') },
  ruoloMancante: (ruolo: string) => ({
    code: 'registrazioni.ruolo',
    text: `Il ruolo "${ruolo}" non esiste: crearlo prima di approvare l’agenzia.`,
  }),
  motivoObbligatorio: {
    code: 'registrazioni.motivoObbligatorio',
    text: testoIt('registrazioni.motivoObbligatorio'),
  },
  causaleCreditoIniziale: 'Credito iniziale all’approvazione dell’agenzia',
} as const;

type MailConfig = Pick<Config, 'publicUrl' | 'oneTimeTokenMinutes' | 'brand'>;

function firma(config: MailConfig): string {
  const { brand } = config;
  return `\n\n${brand.name}\n${brand.providerName}\nAssistenza: ${brand.contactEmail} — ${brand.tollFreeNumber}\n`;
}

/** The agency's mail of the approval: with a link to choose the first password when it has none yet. */
export function approvazioneMail(c: {
  config: MailConfig;
  to: string;
  fullName: string;
  ragioneSociale: string;
  username: string;
  /** A `first-password` token; null when the user already has a password. */
  token: string | null;
}): MailMessage {
  const { brand } = c.config;
  const accesso = c.token
    ? `Per scegliere la tua password apri questo link:\n\n${accountLink(c.config, 'set-password', c.token)}\n\n` +
      `Il link vale ${c.config.oneTimeTokenMinutes} minuti e può essere usato una sola volta.`
    : `Puoi accedere al portale con la tua password: ${c.config.publicUrl}/login`;
  return {
    to: c.to,
    subject: `${brand.name} — Registrazione approvata`,
    text:
      `Gentile ${c.fullName},\n\nla registrazione dell'agenzia "${c.ragioneSociale}" sul portale ${brand.name} è stata approvata: ` +
      `il nome utente "${c.username}" è attivo.\n\n${accesso}` +
      firma(c.config),
  };
}

/** The agency's mail of the refusal, with back office's reason. */
export function rifiutoMail(c: {
  config: MailConfig;
  to: string;
  fullName: string;
  ragioneSociale: string;
  motivo: string;
}): MailMessage {
  const { brand } = c.config;
  return {
    to: c.to,
    subject: `${brand.name} — Registrazione non approvata`,
    text:
      `Gentile ${c.fullName},\n\nla richiesta di registrazione dell'agenzia "${c.ragioneSociale}" sul portale ${brand.name} non è stata approvata.\n\n` +
      `Motivo: ${c.motivo}\n\nPer chiarimenti rispondi a questo messaggio o contatta l’assistenza.` +
      firma(c.config),
  };
}
