import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type { AbilitazioniModifica } from '../../schemas/types';
import {
  AREE_MODIFICA,
  causaliDi,
  regolaDi,
  richiestaModificaForzata,
  type AreaModifica,
} from '../../schemas/domain/abilitazioniModifica';
import { formatMoney, toApiDate } from '../../engine/core/format';
import { refusalOf } from '../../engine/react/data';
import { useIsMobile } from '../../engine/react/layout/useIsMobile';
import { useT, useToast } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { nuovaChiave } from '../cart-panel/purchaseOutcome';
import { useTabLoop } from '../cart-panel/parts/useTabLoop';
import { colonne, type Campo } from '../participant-table/parts/campi';
import { TabellaPartecipanti } from '../participant-table/parts/TabellaPartecipanti';
import { useTestoData } from '../participant-table/parts/useTestoData';
import {
  areeCambiate,
  areeModificabili,
  bozzaIniziale,
  conNumero,
  erroriModifica,
  richiestaDi,
  soloCifre,
  type AnteprimaModifica,
  type Bozza,
  type ModificaRichiesta,
  type PraticaModificabile,
} from './modifica';
import { browserLocation } from '../statement-payment/browserLocation';
import { useAbilitazione, useAnteprima, useSalvaModifica } from './modificaCalls';

export interface PolicyChangeProps {
  /** The policy (its itemID, as GET carrello/modifiche/abilitazione/{praticaItemID} names it). */
  itemID: number;
  /** The policy number, to name the button among the cards of a purchase. */
  numero?: string;
}

/** The areas' titles (spec 2 §3), as the change history names them too. */
const TITOLO_AREA: Record<AreaModifica, string> = {
  chDate: 'modifiche.area.chDate',
  chImportoViaggio: 'modifiche.area.chImportoViaggio',
  chNumeroAssicurati: 'modifiche.area.chNumeroAssicurati',
  chNomi: 'modifiche.area.chNomi',
};

const MODO: Record<NonNullable<AnteprimaModifica['modo']>, string> = {
  credito: 'modifiche.modoCredito',
  estrattoConto: 'modifiche.modoEstrattoConto',
  carta: 'modifiche.modoCarta',
};

type Messaggi = Array<{ text?: unknown }>;

/** The Italian texts of a refusal: its `messages` (spec 1 §8; `errors` in the contract's wording), else `text`. */
function testiDi(error: unknown): string[] {
  const body = refusalOf(error)?.body as { messages?: Messaggi; errors?: Messaggi; text?: unknown } | null;
  if (!body || typeof body !== 'object') return [];
  const elenco = [
    ...(Array.isArray(body.messages) ? body.messages : []),
    ...(Array.isArray(body.errors) ? body.errors : []),
  ];
  const testi = elenco.map((e) => e.text).filter((x): x is string => typeof x === 'string');
  if (testi.length > 0) return testi;
  return typeof body.text === 'string' ? [body.text] : [];
}

/** Today as the date rule reads it (spec 2 §4), in the browser's calendar. */
const oggi = () => toApiDate(new Date()) ?? '';

/**
 * 'Richiesta di modifica' on the policy card (spec 2 §2, §4, §5, §8): the button and the dialog of
 * the change form. The dialog asks the policy's permissions and practice, opens the areas the
 * shared rule allows, checks the change, shows the re-priced preview and saves it on Conferma.
 */
export function PolicyChange({
  itemID,
  numero,
  mobile: forcedMobile,
}: PolicyChangeProps & { mobile?: boolean }) {
  const t = useT();
  const mobile = useIsMobile(forcedMobile);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline-primary"
        size="sm"
        className={mobile ? 'w-100 mb-2' : 'me-2'}
        aria-haspopup="dialog"
        aria-label={numero ? t('modifiche.apriDi').replace('{numero}', numero) : undefined}
        onClick={() => setOpen(true)}
      >
        {t('modifiche.titolo')}
      </Button>
      {open && <PolicyChangeDialog itemID={itemID} mobile={mobile} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The change form's dialog: loads, then the form, then the preview. */
export function PolicyChangeDialog({
  itemID,
  mobile,
  onClose,
}: {
  itemID: number;
  mobile: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const [show, setShow] = useState(true);
  const query = useAbilitazione(itemID, true);
  useTabLoop(show, titleId);
  const close = () => setShow(false);

  let content;
  if (query.data) {
    const { item1, item2 } = query.data;
    if (item2.stato === 'annullata' || item2.richiestaInAttesa) {
      content = (
        <>
          <Modal.Body>
            <Alert variant="info" className="mb-0">
              {item2.stato === 'annullata' ? t('modifiche.annullata') : t('modifiche.richiestaInAttesa')}
            </Alert>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close}>
              {t('generico.chiudi')}
            </Button>
          </Modal.Footer>
        </>
      );
    } else {
      content = (
        <ModificaForm abilitazioni={item1} pratica={item2} mobile={mobile} onCancel={close} onSaved={close} />
      );
    }
  } else if (query.isError) {
    content = (
      <Modal.Body>
        <Alert variant="warning" role="alert" className="mb-0">
          {testiDi(query.error)[0] ?? t('modifiche.nonDisponibile')}
        </Alert>
      </Modal.Body>
    );
  } else {
    content = (
      <Modal.Body>
        <div role="status" className="d-flex align-items-center gap-2">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          {t('modifiche.caricamento')}
        </div>
      </Modal.Body>
    );
  }

  return (
    <Modal
      show={show}
      onHide={close}
      onExited={onClose}
      size="lg"
      fullscreen="sm-down"
      scrollable
      aria-labelledby={titleId}
      className="policy-change"
      data-mobile={mobile || undefined}
    >
      <Modal.Header closeButton closeLabel={t('generico.chiudi')}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {t('modifiche.titolo')}
        </Modal.Title>
      </Modal.Header>
      {content}
    </Modal>
  );
}

/** A date of the trip typed as DD/MM/YYYY and kept as YYYY-MM-DD. */
function CampoData({
  id,
  label,
  value,
  readOnly,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  readOnly: boolean;
  describedBy?: string;
  onChange: (iso: string) => void;
}) {
  const testo = useTestoData(value, onChange);
  return (
    <Form.Group controlId={id} className="col-sm-6 mb-2">
      <Form.Label className="small mb-0">{label}</Form.Label>
      <Form.Control
        size="sm"
        value={testo.text}
        readOnly={readOnly}
        aria-describedby={describedBy}
        placeholder="GG/MM/AAAA"
        inputMode="numeric"
        maxLength={10}
        autoComplete="off"
        onChange={(e) => testo.change(e.target.value)}
        onBlur={testo.commit}
      />
    </Form.Group>
  );
}

function ModificaForm({
  abilitazioni,
  pratica,
  mobile,
  onCancel,
  onSaved,
}: {
  abilitazioni: AbilitazioniModifica;
  pratica: PraticaModificabile;
  mobile: boolean;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const id = useId();
  const [bozza, setBozza] = useState<Bozza>(() => bozzaIniziale(abilitazioni, pratica));
  const [page, setPage] = useState(0);
  const [tentato, setTentato] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  const [anteprima, setAnteprima] = useState<{
    dati: AnteprimaModifica;
    richiesta: ModificaRichiesta;
  } | null>(null);
  const anteprimaCall = useAnteprima(pratica.itemID);
  const salva = useSalvaModifica(pratica.itemID);
  // One save per press, even for a double click faster than a render.
  const inCorso = useRef(false);
  const [salvata, setSalvata] = useState(false);
  const riepilogoRef = useRef<HTMLHeadingElement>(null);

  const forzata = abilitazioni.soloRichiestaModifica;
  const dataOggi = useMemo(oggi, []);
  const aperte = areeModificabili(abilitazioni, pratica.inizioViaggio, dataOggi);
  const richiesta = richiestaDi(bozza, abilitazioni, pratica, dataOggi);
  const cambiate = areeCambiate(richiesta.adesioneModificata, pratica);
  const cols = colonne(false);

  const salvaRef = useRef<HTMLButtonElement>(null);
  const eraAnteprima = useRef(false);
  // The focus follows the step: the preview's title when it opens, Salva again when it is cancelled.
  useEffect(() => {
    if (anteprima) riepilogoRef.current?.focus();
    else if (eraAnteprima.current) salvaRef.current?.focus();
    eraAnteprima.current = anteprima !== null;
  }, [anteprima]);

  const errore = (body: string) => toast({ variant: 'danger', title: t('msg.erroreGenerico'), body });

  const onSalva = async (event: FormEvent) => {
    event.preventDefault();
    setTentato(true);
    const errori = erroriModifica(richiesta, abilitazioni, pratica, bozza);
    if (errori.length > 0) {
      for (const e of errori) {
        let text = t(e.key);
        for (const [k, v] of Object.entries(e.values ?? {})) text = text.replace(`{${k}}`, v);
        errore(text);
      }
      return;
    }
    if (cambiate.length === 0) {
      errore(t('modifiche.nessunaAreaCambiata'));
      return;
    }
    try {
      const risposta = await anteprimaCall.mutateAsync(richiesta);
      setAnteprima({ dati: risposta.item1, richiesta });
    } catch (error) {
      for (const text of testiDi(error)) errore(text);
    }
  };

  const onConferma = async () => {
    if (!anteprima || inCorso.current) return;
    inCorso.current = true;
    try {
      const esito = await salva.mutateAsync({
        richiesta: anteprima.richiesta,
        idempotencyKey: nuovaChiave(),
      });
      // Saved: the button stays off while the dialog fades out, so a second click saves nothing.
      setSalvata(true);
      toast({ variant: 'success', title: t('modifiche.eseguita'), body: t('modifiche.salvata') });
      // A supplement paid by card, as a purchase is: the change is saved, now the gateway's page.
      if (esito.item1.redirecUrl) browserLocation.assign(esito.item1.redirecUrl);
      else onSaved();
    } catch (error) {
      inCorso.current = false;
      // Spec 2 §8: a failed save is not shown, except the version conflict: the agent must reload.
      if (refusalOf(error)?.status === 409) for (const text of testiDi(error)) errore(text);
    }
  };

  if (anteprima) {
    const a = anteprima.dati;
    const righe: Array<[string, string]> = [
      [t('modifiche.premioPrima'), formatMoney(a.premioPrima)],
      [t('modifiche.premioDopo'), formatMoney(a.premioDopo)],
      [t('modifiche.differenzaPremio'), formatMoney(a.differenzaPremio)],
      [
        t('modifiche.commissioniPrimaDopo'),
        `${formatMoney(a.commissioniPrima)} → ${formatMoney(a.commissioniDopo)}`,
      ],
    ];
    if (!a.richiestaModifica) {
      if (a.differenza > 0) righe.push([t('modifiche.supplemento'), formatMoney(a.differenza)]);
      else if (a.differenza < 0) righe.push([t('modifiche.rimborso'), formatMoney(-a.differenza)]);
      else righe.push([t('modifiche.nessunaDifferenza'), formatMoney(0)]);
      if (a.modo) righe.push([t('modifiche.regolazione'), t(MODO[a.modo])]);
    }
    const aree = AREE_MODIFICA.filter((x) => a.areeCambiate.includes(x)).map((x) => t(TITOLO_AREA[x]));
    return (
      <>
        <Modal.Body>
          <h3 className="h6" tabIndex={-1} ref={riepilogoRef}>
            {t('modifiche.anteprima')}
          </h3>
          {aree.length > 0 && (
            <p className="small mb-2">
              {t('modifiche.areeCambiate')}: {aree.join('; ')}
            </p>
          )}
          <dl className="row mb-2">
            {righe.map(([label, value]) => (
              <div key={label} className="col-12 d-flex gap-2">
                <dt className="w-50 flex-shrink-0 fw-normal text-body-secondary">{label}</dt>
                <dd className="mb-1 fw-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          {a.richiestaModifica && (
            <Alert variant="info" className="mb-0 small">
              {t('modifiche.inAttesaBackOffice')}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer className={mobile ? 'flex-column align-items-stretch' : undefined}>
          <Button
            variant="outline-secondary"
            onClick={() => setAnteprima(null)}
            disabled={salva.isPending || salvata}
          >
            {t('generico.annulla')}
          </Button>
          <Button variant="primary" onClick={() => void onConferma()} disabled={salva.isPending || salvata}>
            {t('generico.conferma')}
          </Button>
        </Modal.Footer>
      </>
    );
  }

  const nonModificabile = (area: AreaModifica) =>
    aperte[area] ? null : (
      <span id={`${id}-${area}-nm`} className="badge text-bg-secondary ms-2 fw-normal">
        {t('modifiche.nonModificabile')}
      </span>
    );
  const descritto = (area: AreaModifica) => (aperte[area] ? undefined : `${id}-${area}-nm`);

  /** The cause and the warning's confirmation of a changed, editable area (spec 2 §5). */
  const dettagliArea = (area: AreaModifica) => {
    if (!aperte[area] || !cambiate.includes(area)) return null;
    const regola = regolaDi(abilitazioni, area);
    const causali = causaliDi(regola.causali);
    const setCausale = (v: string) => setBozza((b) => ({ ...b, causali: { ...b.causali, [area]: v } }));
    return (
      <div className="mt-2">
        {causali.length > 0 ? (
          <Form.Group controlId={`${id}-${area}-causale`} className="mb-2">
            <Form.Label className="small mb-0">{t('modifiche.causale')}</Form.Label>
            <Form.Select size="sm" value={bozza.causali[area]} onChange={(e) => setCausale(e.target.value)}>
              {causali.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        ) : regola.causaleObbligatoria ? (
          <Form.Group controlId={`${id}-${area}-causale`} className="mb-2">
            <Form.Label className="small mb-0">{t('modifiche.causale')}</Form.Label>
            <Form.Control
              size="sm"
              value={bozza.causali[area]}
              required
              maxLength={200}
              isInvalid={tentato && bozza.causali[area].trim() === ''}
              onChange={(e) => setCausale(e.target.value)}
            />
          </Form.Group>
        ) : null}
        {regola.messaggioWarning && (
          <Alert variant="warning" className="small py-2 mb-2">
            {regola.messaggioWarning}
          </Alert>
        )}
        {regola.flagWarning && (
          <Form.Check
            id={`${id}-${area}-warning`}
            type="checkbox"
            className="small"
            label={t('modifiche.confermaDocumentazione')}
            checked={bozza.conferme[area]}
            isInvalid={tentato && !bozza.conferme[area]}
            onChange={(e) =>
              setBozza((b) => ({ ...b, conferme: { ...b.conferme, [area]: e.target.checked } }))
            }
          />
        )}
        {regola.messaggioToDo && (
          <p className="small text-body-secondary mb-0 mt-1">
            <strong>{t('modifiche.daFare')}:</strong> {regola.messaggioToDo}
          </p>
        )}
      </div>
    );
  };

  const legend = (area: AreaModifica) => (
    <legend className="h6 mb-1">
      {t(TITOLO_AREA[area])}
      {nonModificabile(area)}
    </legend>
  );
  const fieldset = 'border rounded p-2 mb-3';
  const originali = pratica.partecipantiElenco.length;
  const setRiga = (index: number, campo: Campo, value: string) =>
    setBozza((b) => ({
      ...b,
      partecipanti: b.partecipanti.map((p, i) =>
        i === index ? { ...p, [campo]: campo === 'CodiceFiscale' ? value.toUpperCase() : value } : p,
      ),
    }));
  const righeModificabili =
    aperte.chNomi || (aperte.chNumeroAssicurati && bozza.partecipanti.length > originali);

  return (
    // display: contents keeps the body and the footer the modal's own children, so the body scrolls.
    <Form noValidate onSubmit={(e) => void onSalva(e)} style={{ display: 'contents' }}>
      <Modal.Body>
        <Form.Check
          id={`${id}-richiesta`}
          type="checkbox"
          className="mb-2"
          label={t('modifiche.richiestaModifica')}
          checked={richiestaModificaForzata(forzata, bozza.richiestaModifica)}
          disabled={forzata}
          aria-describedby={forzata ? `${id}-forzata` : undefined}
          onChange={(e) => setBozza((b) => ({ ...b, richiestaModifica: e.target.checked }))}
        />
        {forzata && (
          <p id={`${id}-forzata`} className="small text-body-secondary">
            {t('modifiche.richiestaForzata')}
          </p>
        )}

        <fieldset className={fieldset}>
          {legend('chDate')}
          <div className="row">
            <CampoData
              id={`${id}-inizio`}
              label={t('adesione.dataInizio')}
              value={bozza.inizioViaggio}
              readOnly={!aperte.chDate}
              describedBy={descritto('chDate')}
              onChange={(v) => setBozza((b) => ({ ...b, inizioViaggio: v }))}
            />
            <CampoData
              id={`${id}-fine`}
              label={t('adesione.dataFine')}
              value={bozza.fineViaggio}
              readOnly={!aperte.chDate}
              describedBy={descritto('chDate')}
              onChange={(v) => setBozza((b) => ({ ...b, fineViaggio: v }))}
            />
          </div>
          {dettagliArea('chDate')}
        </fieldset>

        <fieldset className={fieldset}>
          {legend('chImportoViaggio')}
          <Form.Group controlId={`${id}-importo`} style={{ maxWidth: 260 }}>
            <Form.Label className="small mb-0">{t('modifiche.area.chImportoViaggio')}</Form.Label>
            <Form.Control
              size="sm"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              maxLength={9}
              value={bozza.importoViaggio}
              readOnly={!aperte.chImportoViaggio}
              aria-describedby={descritto('chImportoViaggio')}
              onChange={(e) => setBozza((b) => ({ ...b, importoViaggio: soloCifre(e.target.value) }))}
            />
          </Form.Group>
          {dettagliArea('chImportoViaggio')}
        </fieldset>

        <fieldset className={fieldset}>
          {legend('chNumeroAssicurati')}
          <Form.Group controlId={`${id}-numero`} style={{ maxWidth: 260 }}>
            <Form.Label className="small mb-0">{t('modifiche.area.chNumeroAssicurati')}</Form.Label>
            <Form.Control
              size="sm"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              maxLength={4}
              value={bozza.numeroPartecipanti}
              readOnly={!aperte.chNumeroAssicurati}
              aria-describedby={descritto('chNumeroAssicurati')}
              onChange={(e) => setBozza((b) => conNumero(b, e.target.value))}
              onBlur={() =>
                setBozza((b) =>
                  b.numeroPartecipanti === '' ? conNumero(b, String(b.partecipanti.length)) : b,
                )
              }
            />
          </Form.Group>
          {dettagliArea('chNumeroAssicurati')}
        </fieldset>

        <fieldset className={fieldset}>
          {legend('chNomi')}
          <TabellaPartecipanti
            baseId={`${id}-p`}
            rows={bozza.partecipanti}
            cols={cols}
            mobile={mobile}
            readOnly={!righeModificabili}
            rigaBloccata={(index) => !aperte.chNomi && index < originali}
            page={page}
            onPage={setPage}
            titolo={(index) => t('partecipanti.partecipante').replace(/\bn$/, String(index + 1))}
            mostraErrori={(index) => tentato || touched.has(index)}
            errori={() => []}
            onChange={setRiga}
            onBlur={(index) => setTouched((s) => (s.has(index) ? s : new Set(s).add(index)))}
          />
          {dettagliArea('chNomi')}
        </fieldset>
      </Modal.Body>
      <Modal.Footer className={mobile ? 'flex-column align-items-stretch' : undefined}>
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('generico.annulla')}
        </Button>
        <Button ref={salvaRef} type="submit" variant="primary" disabled={anteprimaCall.isPending}>
          {t('generico.salva')}
        </Button>
      </Modal.Footer>
    </Form>
  );
}

/** The `policy-change` widget as a screen names it: the button and its dialog for one policy. */
export default function PolicyChangeWidget({ props }: WidgetComponentProps<PolicyChangeProps>) {
  return <PolicyChange itemID={props.itemID} numero={props.numero} />;
}
