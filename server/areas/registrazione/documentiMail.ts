import type { MailMessage } from '../../adapters/mail';
import type { Config } from '../../config';
import { linkDocumento, tokenDocumento } from '../agenzie/linkDocumento';
import { FIELD_LABELS, FILE_KIND } from './messages';

export interface DocumentoRegistrato {
  id: number;
  tipo: string;
  nomeOriginale: string;
}

/** The form's title of a stored kind (`visuraCamerale` → the title of `visuraCameraleFile`). */
const titoloDi = (tipo: string) => {
  const field = Object.entries(FILE_KIND).find(([, kind]) => kind === tipo)?.[0];
  return (field && FIELD_LABELS[field]) ?? tipo;
};

/**
 * The back office's notice of a new registration to review, with one signed, expiring link per
 * uploaded document (`/agenzie/file?token=`), so the documents open without a guessable id. It goes
 * to the brand's contact address (BRAND_EMAIL), the office that approves agencies.
 */
export function documentiMail(c: {
  config: Pick<Config, 'publicUrl' | 'brand'>;
  secret: string;
  ragioneSociale: string;
  partitaIva: string;
  username: string;
  email: string;
  documenti: DocumentoRegistrato[];
  now?: Date;
}): MailMessage {
  const { brand, publicUrl } = c.config;
  const righe = c.documenti.map(
    (d) =>
      `- ${titoloDi(d.tipo)} (${d.nomeOriginale}):\n  ${linkDocumento(publicUrl, tokenDocumento(d.id, c.secret, undefined, c.now))}`,
  );
  return {
    to: brand.contactEmail,
    subject: `${brand.name} — Nuova registrazione da verificare: ${c.ragioneSociale}`,
    text:
      `L'agenzia "${c.ragioneSociale}" (partita IVA ${c.partitaIva}) ha chiesto la registrazione al portale ${brand.name} ` +
      `con il nome utente "${c.username}" e l'indirizzo ${c.email}.\n\n` +
      `Documenti caricati:\n\n${righe.join('\n')}\n\n` +
      `I link valgono 7 giorni.\n\n${brand.name}\n`,
  };
}
