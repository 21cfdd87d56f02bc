import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import type { PartecipanteViaggio } from '../../schemas/types';
import { useIsMobile } from '../../engine/react/layout/useIsMobile';
import { useT, useToast } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { saveBlob } from '../grid/cells/useFileDownload';
import { useProdottoDettaglio } from '../shopping/shoppingQueries';
import { useTripState, useTripStore, type DatiViaggioInseriti } from '../shopping/tripState';
import { caricaCodiceFiscale, dataNascitaDa } from './avvisoCodiceFiscale';
import { conFileImmagine, erroriPartecipante } from './checkPartecipanti';
import {
  useCaricaImmagine,
  useLeggiFilePartecipanti,
  useRimuoviImmagine,
  useScaricaModello,
  type FormatoModello,
} from './partecipantiCalls';
import { colonne, valoreDi, type Campo } from './parts/campi';
import { FilePartecipanti } from './parts/FilePartecipanti';
import { PAGE_SIZE, TabellaPartecipanti } from './parts/TabellaPartecipanti';
import { useTentativoRifiutato } from '../add-to-cart/tentativoInvio';
import { accodaImportati, numeroRichiesto, ridimensiona, rigaVuota } from './righe';

export type ParticipantTableProps = Record<string, never>;

/** Spec 2 §9. */
export { PAGE_SIZE };
/** Spec 2 §5, §9: the file input is cleared 3 s after an import, the row count refreshed after 1 s. */
export const CLEAR_INPUT_MS = 3000;
export const REFRESH_COUNT_MS = 1000;

/**
 * The participants of the product page (spec 2 §2 "Participants", §4, §5): a table paged 10 a page on
 * desktop, one card per participant on a phone ('Capogruppo' when the group's list is an attached
 * image or PDF). Rows follow the trip's numeroPartecipanti; a participant file appends its rows after
 * the complete ones; the single-document option; tax code warnings that never block. Everything is
 * kept in the trip data (`partecipanti`, `tesseraSingola`, `immaginePartecipanti`).
 */
export function ParticipantTable({
  mobile: forcedMobile,
  readOnly = false,
  showErrors: forcedErrors = false,
}: {
  mobile?: boolean;
  readOnly?: boolean;
  showErrors?: boolean;
}) {
  const t = useT();
  const showErrors = useTentativoRifiutato() || forcedErrors;
  const toast = useToast();
  const mobile = useIsMobile(forcedMobile);
  const baseId = useId();
  const store = useTripStore();
  const dati = useTripState((s) => s.tripData);
  const prodotto = useProdottoDettaglio(dati?.pacchettoID).data;
  const [page, setPage] = useState(0);
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  const [nomeImmagine, setNomeImmagine] = useState<string | null>(null);
  const [annuncio, setAnnuncio] = useState('');
  const leggiFile = useLeggiFilePartecipanti();
  const caricaImmagine = useCaricaImmagine();
  const rimuoviImmagine = useRimuoviImmagine();
  const scaricaModello = useScaricaModello();
  // While an import waits for its count refresh, the rows must not be trimmed to the old count.
  const pendingCount = useRef<(() => void) | null>(null);
  const timers = useRef<number[]>([]);

  const immagine = dati ? conFileImmagine(dati) : false;
  const richiesti = immagine ? 1 : numeroRichiesto(dati?.parametri.numeroPartecipanti);
  const rows = dati?.partecipanti ?? [];

  // Reads the store's current data itself, so it changes only with the store.
  const update = useCallback(
    (change: (current: DatiViaggioInseriti) => Partial<DatiViaggioInseriti>) => {
      const current = store.getState().tripData;
      if (current) store.getState().set({ tripData: { ...current, ...change(current) } });
    },
    [store],
  );
  const later = (fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  };

  // Only the counts decide, not every edit of the data.
  const senzaDati = !dati;
  useEffect(() => {
    if (readOnly || pendingCount.current || senzaDati || rows.length === richiesti) return;
    update((d) => ({ partecipanti: ridimensiona(d.partecipanti ?? [], richiesti) }));
  }, [readOnly, richiesti, rows.length, senzaDati, update]);

  useEffect(
    () => () => {
      // Leaving during an import still gives the trip its new count.
      pendingCount.current?.();
      for (const id of timers.current) window.clearTimeout(id);
    },
    [],
  );

  if (!dati || !prodotto) return null;

  const cols = colonne(prodotto.richiedeEmail === true);
  const change = (index: number, campo: Campo, value: string) =>
    update((d) => ({
      partecipanti: (d.partecipanti ?? []).map((p, i) =>
        i === index ? { ...p, [campo]: campo === 'CodiceFiscale' ? value.toUpperCase() : value } : p,
      ),
    }));
  // A valid tax code fills an empty birth date (issue 24, a faster sale); a date typed is kept.
  const compilaNascita = (index: number, codice: string) => {
    if (codice.trim().length !== 16) return;
    void caricaCodiceFiscale().then((cf) => {
      const data = dataNascitaDa(cf, codice);
      if (!data) return;
      update((d) => ({
        partecipanti: (d.partecipanti ?? []).map((p, i) =>
          i === index && valoreDi(p, 'CodiceFiscale') === codice.toUpperCase() && !valoreDi(p, 'DataNascita')
            ? { ...p, DataNascita: data }
            : p,
        ),
      }));
    });
  };
  const touch = (index: number) => setTouched((s) => (s.has(index) ? s : new Set(s).add(index)));

  const onElenco = async (file: File, input: HTMLInputElement) => {
    later(() => {
      input.value = '';
    }, CLEAR_INPUT_MS);
    let imported: PartecipanteViaggio[];
    try {
      imported = await leggiFile.mutateAsync(file);
    } catch {
      return; // The engine shows the server's message.
    }
    const refresh = () => {
      pendingCount.current = null;
      update((d) => ({
        parametri: { ...d.parametri, numeroPartecipanti: Math.max(1, (d.partecipanti ?? []).length) },
      }));
    };
    pendingCount.current = refresh;
    update((d) => ({ partecipanti: accodaImportati(d.partecipanti ?? [], imported) }));
    setAnnuncio(t('partecipanti.importati').replace('{n}', String(imported.length)));
    later(() => pendingCount.current?.(), REFRESH_COUNT_MS);
  };

  const onImmagine = async (file: File, input: HTMLInputElement) => {
    try {
      const id = await caricaImmagine.mutateAsync(file);
      setNomeImmagine(file.name);
      setPage(0);
      update((d) => ({
        immaginePartecipanti: id,
        tesseraSingola: false,
        partecipanti: ridimensiona(d.partecipanti ?? [], 1),
      }));
    } catch {
      input.value = '';
    }
  };

  const onRimuoviImmagine = async () => {
    if (!dati.immaginePartecipanti) return;
    try {
      if (!(await rimuoviImmagine.mutateAsync(String(dati.immaginePartecipanti)))) return;
    } catch {
      return;
    }
    setNomeImmagine(null);
    update(() => ({ immaginePartecipanti: null }));
  };

  const onModello = async (formato: FormatoModello) => {
    try {
      saveBlob(await scaricaModello.mutateAsync({ formato }), `modello_partecipanti.${formato}`);
    } catch {
      toast({
        variant: 'danger',
        title: t('msg.erroreGenerico'),
        body: t('errore.fileDaScaricareNonTrovato'),
      });
    }
  };

  const onCancella = () => {
    setTouched(new Set());
    update((d) => ({ partecipanti: (d.partecipanti ?? []).map(() => rigaVuota()) }));
  };

  const busy = leggiFile.isPending || caricaImmagine.isPending || rimuoviImmagine.isPending;
  // The label is 'Partecipante n': n is the participant's number.
  const titolo = (index: number) =>
    immagine
      ? t('partecipanti.capogruppo')
      : t('partecipanti.partecipante').replace(/\bn$/, String(index + 1));

  // A white surface like the page's cards: Bootstrap's red and link blue are under 4.5:1 on the
  // page's #f4f6f9 (axe color-contrast).
  return (
    <section aria-labelledby={`${baseId}-titolo`} className="mb-3 p-3 bg-body border rounded">
      <h2 id={`${baseId}-titolo`} className="h5">
        {t('partecipanti.titolo')}
      </h2>
      {readOnly ? null : (
        <FilePartecipanti
          caricaImmagine={prodotto.caricaImmagine}
          immagineCaricata={immagine}
          nomeImmagine={nomeImmagine}
          busy={busy}
          onModello={(f) => void onModello(f)}
          onElenco={(f, i) => void onElenco(f, i)}
          onImmagine={(f, i) => void onImmagine(f, i)}
          onRimuoviImmagine={() => void onRimuoviImmagine()}
          onCancella={onCancella}
        />
      )}
      <div className="visually-hidden" role="status" aria-live="polite">
        {annuncio}
      </div>
      <TabellaPartecipanti
        baseId={baseId}
        rows={rows}
        cols={cols}
        mobile={mobile}
        readOnly={readOnly}
        page={page}
        onPage={setPage}
        titolo={titolo}
        intestazione={(index) => (immagine ? titolo(index) : index + 1)}
        mostraErrori={(index) => showErrors || touched.has(index)}
        errori={(index) => erroriPartecipante(dati, prodotto, index)}
        onChange={(index, campo, v) => {
          change(index, campo, v);
          if (campo === 'CodiceFiscale') compilaNascita(index, v);
        }}
        onBlur={touch}
      />
      {immagine ? null : (
        <Form.Group controlId={`${baseId}-tessera`} className="mt-2">
          <Form.Check
            type="checkbox"
            label={t('partecipanti.documentoSingolo')}
            checked={dati.tesseraSingola === true}
            disabled={readOnly}
            aria-describedby={`${baseId}-tessera-avviso`}
            onChange={(e) => update(() => ({ tesseraSingola: e.target.checked }))}
          />
          <Form.Text id={`${baseId}-tessera-avviso`} className="text-warning-emphasis">
            {t('partecipanti.documentoSingoloAvviso')}
          </Form.Text>
        </Form.Group>
      )}
    </section>
  );
}

export default function ParticipantTableWidget(_: WidgetComponentProps<ParticipantTableProps>) {
  return <ParticipantTable />;
}
