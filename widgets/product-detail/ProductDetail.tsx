import { Children, useMemo, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Collapse from 'react-bootstrap/Collapse';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import type { ParametriViaggio } from '../../schemas/types';
import { purifyHtml } from '../../engine/react/html/purifyHtml';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { useDropdownOptions } from '../form-fields/useDropdownOptions';
import { useProdottoDettaglio } from '../shopping/shoppingQueries';
import { terminiHref } from '../shopping/shoppingRequests';
import { useTripState, useTripStore } from '../shopping/tripState';
import { useScreenPath } from '../shopping/useScreenPath';
import { LISTE_VIAGGIO } from '../shopping/useNomiViaggio';
import type { OptionList } from '../trip-form/parts/tripFormSchema';
import { TripForm } from '../trip-form/TripForm';

export interface ProductDetailProps {
  /** How many of the first children sit beside the product (the quote summary); the rest follow the trip form. */
  asideCount?: number;
}

/**
 * The product page (infoProdotto, spec 2 §2): the chosen product's name and sanitised descriptions,
 * its terms, and the trip data, limited to the product's destinations and departure areas, edited
 * in place. The first `asideCount` children (the quote summary) sit beside them and price every change;
 * the others (the purchase form's parts, as the screen file places them) follow the trip form.
 */
export function ProductDetail({ children, asideCount = 1 }: { children?: ReactNode; asideCount?: number }) {
  const all = Children.toArray(children);
  const aside = all.slice(0, asideCount);
  const main = all.slice(asideCount);
  const t = useT();
  const store = useTripStore();
  const pathOf = useScreenPath();
  const dati = useTripState((s) => s.tripData);
  const dettaglio = useProdottoDettaglio(dati?.pacchettoID);
  const prodotto = dettaglio.data;
  const [extended, setExtended] = useState(false);

  // The trip's own choice stays selectable when the product lists it under a wider group (a state
  // of a covered zone): the server prices the state. Its name comes from the dropdown lists. The
  // choice is the one the product arrived with, so picking another from the list does not drop it.
  const [apertura, setApertura] = useState({ prodotto, trip: dati?.parametri });
  if (apertura.prodotto !== prodotto) setApertura({ prodotto, trip: dati?.parametri });
  const trip = apertura.trip;
  const tutteDestinazioni = useDropdownOptions(LISTE_VIAGGIO.destinazioni).options;
  const tutteNazionalita = useDropdownOptions(LISTE_VIAGGIO.nazionalita).options;
  const destinazioni = useMemo(
    () =>
      withCurrent(
        prodotto?.destinazioni.map((d) => ({ value: d.code, text: d.nazione })),
        trip?.destinazioneStato,
        tutteDestinazioni,
      ),
    [prodotto, trip, tutteDestinazioni],
  );
  const nazionalita = useMemo(
    () =>
      withCurrent(
        prodotto?.nazionalita.map((n) => ({ value: n.codice, text: n.nazione })),
        trip?.nazionalita,
        tutteNazionalita,
      ),
    [prodotto, trip, tutteNazionalita],
  );
  const testi = useMemo(
    () =>
      Object.fromEntries((prodotto?.testiCarrello ?? []).map((x) => [x.tipoID, x.testo])) as Record<
        number,
        string
      >,
    [prodotto],
  );
  const short = useMemo(() => purifyHtml(prodotto?.descrizioneSintetica ?? ''), [prodotto]);
  const long = useMemo(() => purifyHtml(prodotto?.descrizioneEstesa ?? ''), [prodotto]);

  if (dati && dettaglio.isPending) return <Spinner size="sm" aria-label={t('generico.caricamento')} />;
  if (!dati || !prodotto) {
    return (
      <Alert variant="info">
        <p>{t('prodotto.nessunProdottoScelto')}</p>
        <Link to={pathOf('carrelloCategorie')}>{t('prodotto.tornaCategorie')}</Link>
      </Alert>
    );
  }

  const update = (next: ParametriViaggio) => {
    const current = store.getState().tripData;
    // The promo code is the practice data's field (widgets/practice-data), not the trip form's.
    const { codicePromo: _form, ...resto } = next;
    const codicePromo = current?.parametri?.codicePromo;
    const parametri = codicePromo ? { ...resto, codicePromo } : resto;
    store.getState().set({
      tripData: { prodottiCollegati: [], ...current, pacchettoID: prodotto.pacchettoID, parametri },
    });
  };

  return (
    <Row className="g-3">
      <Col lg={8}>
        <article aria-labelledby="prodotto-titolo">
          <header className="mb-3">
            <h1 id="prodotto-titolo" className="h3 mb-1">
              {prodotto.pacchetto}
            </h1>
            {prodotto.nomeProdotto ? (
              <p className="text-body-secondary mb-0">{prodotto.nomeProdotto}</p>
            ) : null}
          </header>
          <section aria-label={t('prodotto.descrizione')} className="mb-3">
            <div className="descrizione-prodotto" dangerouslySetInnerHTML={{ __html: short }} />
            {long ? (
              <>
                <Button
                  variant="link"
                  className="p-0"
                  aria-expanded={extended}
                  aria-controls="descrizione-estesa"
                  onClick={() => setExtended(!extended)}
                >
                  {t('prodotto.dettagli')}
                </Button>
                <Collapse in={extended}>
                  <div id="descrizione-estesa">
                    <div className="pt-2" dangerouslySetInnerHTML={{ __html: long }} />
                  </div>
                </Collapse>
              </>
            ) : null}
            <div className="mt-2">
              <a
                href={terminiHref(prodotto.pacchettoID, prodotto.prodottoID)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('prodotto.terminiCondizioni')}
              </a>
            </div>
          </section>
          <TripForm
            key={prodotto.pacchettoID}
            mode="product"
            initial={dati.parametri}
            destinazioni={destinazioni && destinazioni.length > 0 ? destinazioni : undefined}
            nazionalita={nazionalita && nazionalita.length > 0 ? nazionalita : undefined}
            testi={testi}
            secondoImporto={prodotto.extraInfo.some((x) => x.labelID === 3)}
            onChange={update}
          />
          {main}
        </article>
      </Col>
      <Col lg={4}>
        <div className="position-sticky" style={{ top: '1rem' }}>
          {aside}
        </div>
      </Col>
    </Row>
  );
}

/** The product's list, with the trip's own choice first when the list lacks it (named from `names`). */
function withCurrent(
  list: OptionList[] | undefined,
  value: ParametriViaggio['destinazioneStato'],
  names: OptionList[],
): OptionList[] | undefined {
  const code = value && typeof value === 'object' ? value.value : value;
  if (!list || code === null || code === undefined || code === '') return list;
  if (list.some((o) => String(o.value) === String(code))) return list;
  const text = names.find((o) => String(o.value) === String(code))?.text ?? String(code);
  return [{ value: code, text }, ...list];
}

export default function ProductDetailWidget({ children, props }: WidgetComponentProps<ProductDetailProps>) {
  return <ProductDetail asideCount={props.asideCount}>{children}</ProductDetail>;
}
