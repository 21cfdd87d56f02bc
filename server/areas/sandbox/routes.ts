import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sandboxTransazioni } from '../../db/schema/pagamenti';
import type { AppDeps } from '../../deps';
import { accoda } from '../../jobs/queue';
import { origineRichiesta } from '../pagamenti/origine';
import { macAvvio, macEsito, macRichiestaStato, macRispostaStato, macValido, type CampiEsito } from './firma';
import { indirizziAmmessi } from './indirizzi';
import { NOTIFICA_SANDBOX, type DatiNotificaSandbox } from './notifica';
import { paginaMessaggio, paginaPagamento } from './pagine';

export interface CredenzialiSandbox {
  alias: string;
  segreto: string;
}

type Transazione = typeof sandboxTransazioni.$inferSelect;

/** What each test card does (digits only); any other number is refused on the page. */
const CARTE: Record<string, 'pagato' | 'rifiutato' | 'nessuna_risposta' | 'notifica_persa'> = {
  '4111111111111111': 'pagato',
  '4000000000000002': 'rifiutato',
  '4000000000000119': 'nessuna_risposta',
  '4000000000000077': 'notifica_persa',
};

export const TESTI = {
  richiestaNonValida: 'Richiesta di pagamento non valida',
  giaElaborata: 'Transazione già elaborata',
  giaElaborataTesto:
    "Questa transazione è già stata pagata, rifiutata o annullata. Torna al sito dell'esercente per vederne l'esito.",
  sconosciuta: 'Transazione sconosciuta',
  inElaborazione: 'Pagamento in elaborazione…',
  inElaborazioneTesto:
    "Il circuito della carta non ha ancora risposto. L'esercente riceverà l'esito appena sarà disponibile: puoi chiudere questa pagina.",
  panNonValido: 'Numero di carta non valido: usa una delle carte di prova.',
  scadenzaNonValida: 'Scadenza non valida: scrivi mese e anno come MM/AA.',
  cartaScaduta: 'La carta è scaduta: usa una scadenza futura.',
  cvvNonValido: 'Codice di sicurezza non valido: scrivi 3 o 4 cifre.',
} as const;

const CODTRANS = /^[A-Za-z0-9_-]{1,30}$/;
const DIECI_MINUTI = 10 * 60 * 1000;

/** The first value of a query or form field (repeated names come as arrays). */
function primo(campi: unknown, nome: string): string | undefined {
  if (typeof campi !== 'object' || campi === null) return undefined;
  const v = (campi as Record<string, unknown>)[nome];
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
  return undefined;
}

/** The gateway's date and time of an outcome, in Italy: data YYYYMMDD, orario HHMMSS. */
function adesso(now = new Date()): { data: string; orario: string } {
  const parti = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return {
    data: `${parti.year}${parti.month}${parti.day}`,
    orario: `${parti.hour}${parti.minute}${parti.second}`,
  };
}

const ALFABETO_AUT = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const codiceAutorizzazione = () =>
  Array.from({ length: 6 }, () => ALFABETO_AUT[randomInt(ALFABETO_AUT.length)]).join('');

/**
 * The card form answers with a redirect to the portal's return pages; Chromium applies the page's
 * CSP `form-action` to that redirect too, so the page names PUBLIC_URL's origin (it may differ from
 * the address the browser used, e.g. localhost and 127.0.0.1), and no other.
 */
function permettiRitorno(reply: FastifyReply, origine: string) {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp !== 'string') return;
  reply.header('content-security-policy', csp.replace(/form-action [^;]*/, `form-action 'self' ${origine}`));
}

function html(reply: FastifyReply, status: number, corpo: string) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(corpo);
}

/**
 * The fields of an outcome, as the browser return and the notification carry them: only those its
 * MAC covers (XPay's pages add unsigned ones, such as messaggio, that anybody could rewrite).
 */
function campiEsito(credenziali: CredenzialiSandbox, t: Transazione, esito: CampiEsito['esito']) {
  const c: CampiEsito = {
    codTrans: t.codTrans,
    esito,
    importo: String(t.importoCentesimi),
    divisa: t.divisa,
    data: t.data ?? '',
    orario: t.orario ?? '',
    codAut: t.codAut ?? '',
  };
  return { ...c, mac: macEsito(credenziali.segreto, c) };
}

function conCampi(base: string, campi: Record<string, string>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(campi)) url.searchParams.set(k, v);
  return url.toString();
}

type Ammessi = ReturnType<typeof indirizziAmmessi>;

/** Where the start request is wrong, in words for the page; null when it is well formed and signed. */
function erroreAvvio(q: unknown, credenziali: CredenzialiSandbox, ammessi: Ammessi): string | null {
  const alias = primo(q, 'alias');
  const importo = primo(q, 'importo');
  const divisa = primo(q, 'divisa');
  const codTrans = primo(q, 'codTrans');
  if (
    !alias ||
    !importo ||
    !divisa ||
    !codTrans ||
    !primo(q, 'url') ||
    !primo(q, 'url_back') ||
    !primo(q, 'mac')
  ) {
    return 'mancano dei campi obbligatori';
  }
  if (alias !== credenziali.alias) return 'alias dell’esercente sconosciuto';
  if (!CODTRANS.test(codTrans)) return 'codice transazione non valido';
  if (!/^\d{1,12}$/.test(importo) || Number(importo) <= 0) return 'importo non valido';
  if (divisa !== 'EUR') return 'divisa non supportata';
  if (!ammessi.ritorno(primo(q, 'url')) || !ammessi.annullo(primo(q, 'url_back'))) {
    return 'indirizzi di ritorno non validi';
  }
  const urlpost = primo(q, 'urlpost');
  if (urlpost !== undefined && urlpost !== '' && !ammessi.notifica(urlpost)) {
    return 'indirizzo di notifica non valido';
  }
  if (!macValido(macAvvio(credenziali.segreto, { codTrans, divisa, importo }), primo(q, 'mac'))) {
    return 'firma (MAC) non valida';
  }
  return null;
}

/** The card form's own checks: the test card, then an MM/AA expiry not past, then a 3–4 digit CVV. */
function erroriCarta(pan: string, scadenza: string, cvv: string, now = new Date()) {
  const errori: Partial<Record<'pan' | 'scadenza' | 'cvv', string>> = {};
  const cifre = pan.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(cifre) || !CARTE[cifre]) errori.pan = TESTI.panNonValido;
  const m = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(scadenza.trim());
  if (!m) errori.scadenza = TESTI.scadenzaNonValida;
  else {
    const mese = Number(m[1]);
    const anno = 2000 + Number(m[2]);
    if (anno * 12 + mese < now.getFullYear() * 12 + now.getMonth() + 1) errori.scadenza = TESTI.cartaScaduta;
  }
  if (!/^\d{3,4}$/.test(cvv.trim())) errori.cvv = TESTI.cvvNonValido;
  return { errori, esito: CARTE[cifre] };
}

/**
 * The sandbox payment gateway (issue 12): the hosted page, its form and the back-office status call,
 * speaking Nexi XPay's protocol with its own book `sandbox_transazioni`. Registered at the root
 * (not under /api) only when no real gateway is configured.
 */
export default async function sandboxRoutes(
  app: FastifyInstance,
  deps: AppDeps & { credenziali: CredenzialiSandbox },
) {
  const { db, credenziali } = deps;
  const esercente = deps.config.brand.name;
  // The addresses this request's browser may be sent back to (indirizzi.ts).
  const ammessiPer = (request: FastifyRequest) =>
    indirizziAmmessi(deps.config, origineRichiesta(deps.config, request));
  // A row written before its addresses were checked is paid nowhere (nor redirected, nor notified).
  const indirizziDellaTransazione = (t: Transazione, ammessi: Ammessi) =>
    ammessi.ritorno(t.url) &&
    ammessi.annullo(t.urlBack) &&
    (t.urlPost === null || ammessi.notifica(t.urlPost));
  const leggi = async (codTrans: string) =>
    (await db.select().from(sandboxTransazioni).where(eq(sandboxTransazioni.codTrans, codTrans)))[0];
  const giaElaborata = (reply: FastifyReply) =>
    html(reply, 409, paginaMessaggio(TESTI.giaElaborata, TESTI.giaElaborataTesto));
  const nonValida = (reply: FastifyReply, motivo: string) =>
    html(
      reply,
      400,
      paginaMessaggio(
        TESTI.richiestaNonValida,
        `La richiesta dell'esercente non è valida (${motivo}). Torna al sito dell'esercente e riprova.`,
      ),
    );

  app.get(
    '/sandbox/pagamento',
    { config: { access: { public: true } }, schema: { hide: true } },
    async (request, reply) => {
      const q = request.query;
      const ammessi = ammessiPer(request);
      const errore = erroreAvvio(q, credenziali, ammessi);
      if (errore) return nonValida(reply, errore);
      const codTrans = primo(q, 'codTrans')!;
      const importoCentesimi = Number(primo(q, 'importo'));
      await db
        .insert(sandboxTransazioni)
        .values({
          codTrans,
          alias: credenziali.alias,
          importoCentesimi,
          divisa: primo(q, 'divisa')!,
          stato: 'in_corso',
          url: primo(q, 'url')!,
          urlBack: primo(q, 'url_back')!,
          urlPost: primo(q, 'urlpost') || null,
        })
        .onConflictDoNothing();
      const t = await leggi(codTrans);
      if (!t) return nonValida(reply, 'transazione non registrata');
      if (t.stato !== 'in_corso') return giaElaborata(reply);
      // The same codTrans started again with another amount: a real gateway refuses a reused code.
      if (t.importoCentesimi !== importoCentesimi || t.divisa !== primo(q, 'divisa')) {
        return nonValida(reply, 'codice transazione già usato per un altro importo');
      }
      permettiRitorno(reply, ammessi.origine);
      return html(
        reply,
        200,
        paginaPagamento({ esercente, descrizione: primo(q, 'descrizione'), importoCentesimi, codTrans }),
      );
    },
  );

  app.post(
    '/sandbox/pagamento',
    { config: { access: { public: true } }, schema: { hide: true } },
    async (request, reply) => {
      const b = request.body;
      const codTrans = primo(b, 'codTrans') ?? '';
      const azione = primo(b, 'azione');
      if (!CODTRANS.test(codTrans)) return nonValida(reply, 'codice transazione mancante');
      const t = await leggi(codTrans);
      if (!t) {
        return html(
          reply,
          400,
          paginaMessaggio(
            TESTI.sconosciuta,
            "Questa transazione non esiste. Torna al sito dell'esercente e riprova.",
          ),
        );
      }
      if (t.stato !== 'in_corso') return giaElaborata(reply);
      const ammessi = ammessiPer(request);
      if (!indirizziDellaTransazione(t, ammessi)) return nonValida(reply, 'indirizzi di ritorno non validi');
      if (azione !== 'paga' && azione !== 'annulla') return nonValida(reply, 'azione sconosciuta');

      let esito: ReturnType<typeof erroriCarta>['esito'] = undefined;
      if (azione === 'paga') {
        const pan = primo(b, 'pan') ?? '';
        const scadenza = primo(b, 'scadenza') ?? '';
        const verifica = erroriCarta(pan, scadenza, primo(b, 'cvv') ?? '');
        if (Object.keys(verifica.errori).length > 0 || !verifica.esito) {
          permettiRitorno(reply, ammessi.origine);
          return html(
            reply,
            400,
            paginaPagamento({
              esercente,
              descrizione: primo(b, 'descrizione')?.slice(0, 200),
              importoCentesimi: t.importoCentesimi,
              codTrans,
              valori: { pan: pan.slice(0, 23), scadenza: scadenza.slice(0, 7) },
              errori: verifica.errori,
            }),
          );
        }
        esito = verifica.esito;
        if (esito === 'nessuna_risposta') {
          // The card network never answers: the row stays in_corso, nothing is sent, ever.
          return html(reply, 200, paginaMessaggio(TESTI.inElaborazione, TESTI.inElaborazioneTesto));
        }
      }

      const stato = azione === 'annulla' ? 'annullato' : esito === 'rifiutato' ? 'rifiutato' : 'pagato';
      const { data, orario } = adesso();
      const esitoGateway: CampiEsito['esito'] =
        stato === 'annullato' ? 'ANNULLO' : stato === 'pagato' ? 'OK' : 'KO';
      const chiuso = await db.transaction(async (tx) => {
        // Conditional: of two tabs submitting at once, one closes the transaction and the other gets the 409.
        const [riga] = await tx
          .update(sandboxTransazioni)
          .set({ stato, data, orario, codAut: stato === 'pagato' ? codiceAutorizzazione() : '' })
          .where(and(eq(sandboxTransazioni.codTrans, codTrans), eq(sandboxTransazioni.stato, 'in_corso')))
          .returning();
        if (!riga) return null;
        const notifica = stato !== 'annullato' && esito !== 'notifica_persa' && riga.urlPost;
        if (notifica) {
          const dati: DatiNotificaSandbox = {
            url: riga.urlPost!,
            campi: campiEsito(credenziali, riga, esitoGateway),
          };
          await accoda(tx, NOTIFICA_SANDBOX, dati);
        }
        return riga;
      });
      if (!chiuso) return giaElaborata(reply);
      const destinazione = stato === 'annullato' ? chiuso.urlBack : chiuso.url;
      return reply
        .header('cache-control', 'no-store')
        .redirect(conCampi(destinazione, campiEsito(credenziali, chiuso, esitoGateway)), 303);
    },
  );

  /*
   * The back-office status call (XPay ecomm/api/bo/situazioneOrdine): a refused request answers
   * esito KO with errore {codice, messaggio} (the sandbox's codes), signed like every answer. An
   * unknown transaction answers esito OK with an empty report.
   */
  app.post(
    '/sandbox/api/bo/situazioneOrdine',
    { config: { access: { public: true } }, schema: { hide: true } },
    async (request, reply) => {
      const b = request.body;
      const idOperazione = String(randomInt(100_000_000, 1_000_000_000));
      const timeStamp = Date.now();
      const firmata = (esito: 'OK' | 'KO', resto: Record<string, unknown>) => ({
        esito,
        idOperazione,
        timeStamp,
        mac: macRispostaStato(credenziali.segreto, { esito, idOperazione, timeStamp: String(timeStamp) }),
        ...resto,
      });
      const ko = (codice: number, messaggio: string) =>
        reply.send(firmata('KO', { errore: { codice, messaggio } }));

      const corpo = typeof b === 'object' && b !== null ? (b as Record<string, unknown>) : {};
      const apiKey = corpo.apiKey;
      const codiceTransazione = corpo.codiceTransazione;
      const ts = corpo.timeStamp;
      const tsTesto =
        typeof ts === 'number' && Number.isSafeInteger(ts) ? String(ts) : typeof ts === 'string' ? ts : '';
      if (
        typeof apiKey !== 'string' ||
        typeof codiceTransazione !== 'string' ||
        !/^\d{1,15}$/.test(tsTesto)
      ) {
        return ko(2, 'Parametri mancanti o non validi');
      }
      if (apiKey !== credenziali.alias) return ko(3, 'apiKey sconosciuta');
      const macAtteso = macRichiestaStato(credenziali.segreto, {
        apiKey,
        codiceTransazione,
        timeStamp: tsTesto,
      });
      if (!macValido(macAtteso, corpo.mac)) return ko(3, 'Errore MAC');
      if (Math.abs(Date.now() - Number(tsTesto)) > DIECI_MINUTI) return ko(4, 'timeStamp scaduto');

      const t = CODTRANS.test(codiceTransazione) ? await leggi(codiceTransazione) : undefined;
      if (!t) return reply.send(firmata('OK', { report: [] }));
      const stato = {
        in_corso: 'In Corso',
        pagato: 'Contabilizzato',
        rifiutato: 'Autor. Negata',
        annullato: 'Annullato',
      }[t.stato];
      const dataTransazione =
        t.data && t.orario
          ? `${t.data.slice(0, 4)}-${t.data.slice(4, 6)}-${t.data.slice(6, 8)} ${t.orario.slice(0, 2)}:${t.orario.slice(2, 4)}:${t.orario.slice(4, 6)}.0`
          : null;
      const comune = {
        codiceTransazione: t.codTrans,
        importo: t.importoCentesimi,
        divisa: t.divisa,
        stato,
        dataTransazione,
      };
      return reply.send(
        firmata('OK', {
          report: [
            {
              ...comune,
              numeroMerchant: t.alias,
              codiceAutorizzazione: t.codAut ?? '',
              dettaglio: [{ ...comune, operazioni: [] }],
            },
          ],
        }),
      );
    },
  );
}
