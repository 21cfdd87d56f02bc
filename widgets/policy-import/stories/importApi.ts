import { jsonResponse, routeFetch } from '../../../engine/react/testing/createTestEngine';
import type { EsitoControllo, Importazione, ModelloPratiche, PraticaConErrori } from '../importQueries';

export const modelliDemo: ModelloPratiche[] = [
  { text: 'Modello nominativi divisi per riga', value: 1 },
  { text: 'Modello nominativi su unica riga', value: 2 },
];

export const erroriDemo: PraticaConErrori[] = [
  {
    rigaExcel: 5,
    riferimentoPratica: 'TO-2027-0004',
    contraente: 'Rossi Mario',
    errore: 'Data Fine Viaggio richiesta',
  },
  {
    rigaExcel: 11,
    riferimentoPratica: 'TO-2027-0010',
    contraente: 'Bianchi Giulia',
    errore: 'Pacchetto non vendibile dal distributore',
  },
];

export const IMPORT_ID = 7;

export interface ImportApiOptions {
  /** 1: the policies go into the cart (an agency); 2: they are issued (a tour operator). */
  tipoEsecuzione?: number;
  totalePratiche?: number;
  /** Practices done per poll. */
  step?: number;
  /** The job stops here and never finishes (the progress story). */
  fermaA?: number;
  errori?: PraticaConErrori[];
  giaPresenti?: number;
  /** The upload is refused with this 400 message. */
  rifiuto?: string;
  /** The job ends `fallita`. */
  fallita?: boolean;
  /** Issued policies to pay at purchase: the payment pages. */
  urlPagamento?: string[];
}

/** What the stories' fake server received: the uploads (model and file name) and the cart reads. */
export const importCalls = {
  uploads: [] as Array<{ modelId: string; file: string }>,
  templates: [] as string[],
  cartReads: 0,
};

export function resetImportCalls(): void {
  importCalls.uploads.length = 0;
  importCalls.templates.length = 0;
  importCalls.cartReads = 0;
}

const template = (modelId: string) => () => {
  importCalls.templates.push(modelId);
  return new Response(new Blob(['modello'], { type: 'application/vnd.ms-excel' }), {
    headers: { 'content-type': 'application/vnd.ms-excel' },
  });
};

/**
 * A fake of the import calls: the models, the two templates, the upload (202 with a queued job, or a
 * 400 with an Italian message) and the job, which advances `step` practices per poll to its result.
 */
export function importApi({
  tipoEsecuzione = 1,
  totalePratiche = 12,
  step = 6,
  fermaA,
  errori = [],
  giaPresenti = 0,
  rifiuto,
  fallita = false,
  urlPagamento,
}: ImportApiOptions = {}) {
  let job: Importazione | null = null;
  const esito = (): EsitoControllo => ({
    tipoEsecuzione,
    totalePratiche,
    praticheAggiunte: totalePratiche - errori.length - giaPresenti,
    praticheGiaPresenti: giaPresenti,
    praticheConErrori: errori,
    ...(urlPagamento ? { urlPagamento } : {}),
  });
  return routeFetch({
    'GET carrello/modelli': { data: modelliDemo },
    'GET amministrazione/settingspratichemultiple/filemodel/1/0': template('1'),
    'GET amministrazione/settingspratichemultiple/filemodel/2/0': template('2'),
    'POST carrello/caricapratiche': async (request: Request) => {
      const form = await request.formData();
      const file = form.get('filePratiche');
      importCalls.uploads.push({
        modelId: String(form.get('modelId')),
        file: typeof file === 'string' || file === null ? String(file) : file.name,
      });
      // The project's 400 shape (DESIGN.md "The API").
      if (rifiuto)
        return jsonResponse({ messages: [{ code: 'importazione.file', text: rifiuto, type: 'error' }] }, 400);
      job = { importazioneID: IMPORT_ID, stato: 'inCoda', totalePratiche, elaborate: 0 };
      return jsonResponse({ data: job }, 202);
    },
    [`GET carrello/caricapratiche/${IMPORT_ID}`]: () => {
      if (!job) return jsonResponse({ message: 'Importazione non trovata' }, 404);
      const elaborate = Math.min(job.elaborate + step, fermaA ?? totalePratiche, totalePratiche);
      const finita = fermaA === undefined && elaborate >= totalePratiche;
      job = finita
        ? fallita
          ? { ...job, stato: 'fallita', elaborate }
          : { ...job, stato: 'completata', elaborate, esitoControllo: esito() }
        : { ...job, stato: 'inCorso', elaborate };
      return { data: job };
    },
    'GET carrello': () => {
      importCalls.cartReads += 1;
      return { data: [] };
    },
  });
}
