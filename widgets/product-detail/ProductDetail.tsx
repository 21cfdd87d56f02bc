import { useMemo, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Collapse from 'react-bootstrap/Collapse';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { purifyHtml } from '../../engine/react/html/purifyHtml';
import { useApi, useT } from '../../engine/react/runtime/EngineContext';
import type { Entity } from '../../engine/react/runtime/clientStore';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { openTermini, terminiHref } from '../shopping/carrelloApi';
import type { DatiViaggio, ParametriViaggio, ProdottoDettaglio } from '../shopping/types';
import { useClientState, useClientStore, useScreenPath } from '../shopping/useShoppingStore';
import { TripForm } from '../trip-form/TripForm';

export type ProductDetailProps = Record<string, never>;

/**
 * The product page (infoProdotto, spec 2 §2): the chosen product's name and sanitised descriptions,
 * its terms, and the trip data, limited to the product's destinations and departure areas, edited
 * in place; the children (the quote summary) sit beside them and price every change.
 */
export function ProductDetail({ children }: { children?: ReactNode }) {
  const t = useT();
  const { main } = useApi();
  const store = useClientStore();
  const pathOf = useScreenPath();
  const prodotto = useClientState((s) => s.selectedProduct) as unknown as ProdottoDettaglio | null;
  const dati = useClientState((s) => s.tripData) as unknown as DatiViaggio | null;
  const [extended, setExtended] = useState(false);

  // The trip's own choice stays selectable when the product lists it under a wider group (a state
  // of a covered zone): the server prices the state.
  const trip = dati?.parametri;
  const destinazioni = useMemo(
    () =>
      withCurrent(
        prodotto?.destinazioni?.map((d) => ({ value: d.code ?? d.codice ?? '', text: d.nazione })),
        trip?.destinazioneStato,
        trip?.destinazioneStatoText,
      ),
    // Only the product and the trip it was opened with shape the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [prodotto],
  );
  const nazionalita = useMemo(
    () =>
      withCurrent(
        prodotto?.nazionalita?.map((n) => ({ value: n.codice ?? n.code ?? '', text: n.nazione })),
        trip?.nazionalita,
        trip?.nazionalitaText,
      ),
    // As above: the product and the trip it was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [prodotto],
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

  if (!prodotto) {
    return (
      <Alert variant="info">
        <p>
          {t(
            'prodotto.nessunProdottoScelto',
            'Nessun prodotto selezionato: scegli una polizza dalle categorie.',
          )}
        </p>
        <Link to={pathOf('carrelloCategorie')}>{t('prodotto.tornaCategorie', 'Torna alle categorie')}</Link>
      </Alert>
    );
  }

  const update = (parametri: ParametriViaggio) => {
    const current = (store.getState().tripData as unknown as DatiViaggio | null) ?? {
      pacchettoID: prodotto.pacchettoID,
      parametri: {},
      prodottiCollegati: [],
    };
    store
      .getState()
      .set({ tripData: { ...current, pacchettoID: prodotto.pacchettoID, parametri } as unknown as Entity });
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
          <section aria-label={t('prodotto.descrizione', 'Descrizione')} className="mb-3">
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
                  {t('prodotto.dettagli', 'Dettagli del prodotto')}
                </Button>
                <Collapse in={extended}>
                  <div id="descrizione-estesa">
                    <div className="pt-2" dangerouslySetInnerHTML={{ __html: long }} />
                  </div>
                </Collapse>
              </>
            ) : null}
            {prodotto.prodottoID !== undefined ? (
              <div className="mt-2">
                <a
                  href={terminiHref(prodotto.pacchettoID, prodotto.prodottoID)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={(e) => {
                    e.preventDefault();
                    void openTermini(main, prodotto.pacchettoID, prodotto.prodottoID!);
                  }}
                >
                  {t('prodotto.terminiCondizioni', 'Termini e Condizioni')}
                </a>
              </div>
            ) : null}
          </section>
          <TripForm
            key={prodotto.pacchettoID}
            mode="product"
            initial={dati?.parametri ?? null}
            destinazioni={destinazioni && destinazioni.length > 0 ? destinazioni : undefined}
            nazionalita={nazionalita && nazionalita.length > 0 ? nazionalita : undefined}
            testi={testi}
            secondoImporto={prodotto.extraInfo?.some((x) => x.labelID === 3) ?? false}
            onChange={update}
          />
        </article>
      </Col>
      <Col lg={4}>
        <div className="position-sticky" style={{ top: '1rem' }}>
          {children}
        </div>
      </Col>
    </Row>
  );
}

function withCurrent(
  list: Array<{ value: string; text: string }> | undefined,
  value: string | null | undefined,
  text: string | null | undefined,
): Array<{ value: string; text: string }> | undefined {
  if (!list || !value || list.some((o) => o.value === value)) return list;
  return [{ value, text: text ?? value }, ...list];
}

export default function ProductDetailWidget({ children }: WidgetComponentProps<ProductDetailProps>) {
  return <ProductDetail>{children}</ProductDetail>;
}
