import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Collapse from 'react-bootstrap/Collapse';
import { formatMoney } from '../../../engine/core/format';
import type { ProdottoLista } from '../../../schemas/types';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { formatCommissione } from '../../shopping/formatShopping';
import { totaleErroreTesto } from '../../shopping/totaliErrors';
import { imageSrc, terminiHref } from '../../shopping/shoppingRequests';
import { GuaranteeList } from './GuaranteeList';
import { Icon } from '../../icons/icons';

export interface ProductCardProps {
  product: ProdottoLista;
  /** Whether trip parameters were entered: without them the price is '..... €', with them '--'. */
  priced: boolean;
  onSelect(product: ProdottoLista): void;
  /** The agent points at or focuses "Seleziona": the product page's reads can start (issue 30). */
  onSelectIntent?(product: ProdottoLista): void;
  onInfo(product: ProdottoLista): void;
  onToggleFavourite(product: ProdottoLista): void;
}

/**
 * A product of the list (spec 2 §2 "Product card"): name, image, favourite star, trip price (or its
 * placeholder), commission on hover (and while a control of the card has the focus), "Seleziona", "Info", "Termini e Condizioni" and "Vedi Garanzie".
 * A product the server could not price for the trip says why under its placeholder (the
 * erroriTotaleCarrello texts, spec 2 §8): a bare '--' would leave the agent guessing.
 */
export function ProductCard({
  product,
  priced,
  onSelect,
  onSelectIntent,
  onInfo,
  onToggleFavourite,
}: ProductCardProps) {
  const t = useT();
  const [showCommission, setShowCommission] = useState(false);
  const [guarantees, setGuarantees] = useState(false);
  const total = product.totali?.totaleViaggio;
  const price =
    typeof total === 'number'
      ? formatMoney(total)
      : priced
        ? t('prodotto.prezzoAssente')
        : t('prodotto.prezzoInAttesa');
  const said =
    typeof total === 'number'
      ? []
      : [
          ...new Set(
            (product.erroriTotaleCarrello ?? []).map((e) => totaleErroreTesto(e, t, product.pacchetto)),
          ),
        ];
  // Issue 24: a product without a price for the trip entered cannot be sold, so its "Seleziona" is
  // disabled and names why; it stays focusable (aria-disabled) so a screen reader reaches the reason.
  const unsellable = priced && typeof total !== 'number';
  const reasons = unsellable && said.length === 0 ? [t('prodotto.nonAcquistabile')] : said;
  const reasonsId = `prezzo-motivo-${product.pacchettoID}`;
  const commission = formatCommissione(product.commissione, product.tipoCommissioneID);
  const src = imageSrc(product.logoImageThumb ?? product.categoriaImmagine, 'prodotto.png');
  const favouriteLabel = product.preferito ? t('prodotto.rimuoviPreferiti') : t('prodotto.aggiungiPreferiti');
  const guaranteesId = `garanzie-${product.pacchettoID}`;

  return (
    <Card
      as="article"
      className="h-100 shadow-sm"
      aria-labelledby={`prodotto-${product.pacchettoID}`}
      // The commission shows while the focus is on any of the card's controls, so the price needs no
      // Tab stop of its own (issue 24: two Tabs a card on the way to 'Seleziona').
      onFocus={() => setShowCommission(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setShowCommission(false);
      }}
    >
      <Card.Header className="d-flex align-items-start gap-2 bg-white">
        {src ? <img src={src} alt="" width={48} height={48} className="object-fit-contain" /> : null}
        <Card.Title as="h2" id={`prodotto-${product.pacchettoID}`} className="h6 flex-grow-1 mb-0">
          {product.pacchetto}
        </Card.Title>
        <Button
          variant="link"
          className={`p-0 fs-4 lh-1 text-decoration-none ${product.preferito ? 'text-warning' : 'text-secondary'}`}
          aria-pressed={product.preferito}
          aria-label={favouriteLabel}
          title={favouriteLabel}
          onClick={() => onToggleFavourite(product)}
        >
          <Icon name={product.preferito ? 'starFill' : 'star'} />
        </Button>
      </Card.Header>
      <Card.Body>
        <div
          className="position-relative d-inline-block"
          onMouseEnter={() => setShowCommission(true)}
          onMouseLeave={() => setShowCommission(false)}
        >
          <span className="small text-body-secondary d-block">{t('prodotto.totaleViaggio')}</span>
          <span
            className="fs-4 fw-semibold"
            data-testid="prezzo"
            aria-describedby={reasons.length > 0 ? reasonsId : undefined}
          >
            {price}
          </span>
          {showCommission && commission ? (
            <span role="tooltip" className="badge text-bg-dark position-absolute start-0 bottom-100 mb-1">
              {t('prodotto.commissione')}: {commission}
            </span>
          ) : null}
        </div>
        {reasons.length > 0 ? (
          <ul id={reasonsId} className="list-unstyled small text-danger mb-0" data-testid="prezzo-motivo">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : null}
        <div className="mt-3">
          <a
            href={terminiHref(product.pacchettoID, product.prodottoID)}
            target="_blank"
            rel="noopener noreferrer"
            className="small"
          >
            {t('prodotto.terminiCondizioni')}
          </a>
        </div>
        {product.parametri && product.parametri.length > 0 ? (
          <div className="mt-2">
            <Button
              variant="link"
              size="sm"
              className="p-0"
              aria-expanded={guarantees}
              aria-controls={guaranteesId}
              onClick={() => setGuarantees(!guarantees)}
            >
              {t('prodotto.vediGaranzie')}
            </Button>
            <Collapse in={guarantees}>
              <div id={guaranteesId}>
                <div className="pt-2">
                  <GuaranteeList parametri={product.parametri} id={guaranteesId} />
                </div>
              </div>
            </Collapse>
          </div>
        ) : null}
      </Card.Body>
      <Card.Footer className="d-flex gap-2 bg-white">
        <Button
          variant="primary"
          className={`flex-grow-1${unsellable ? ' disabled' : ''}`}
          aria-disabled={unsellable || undefined}
          aria-describedby={unsellable ? reasonsId : undefined}
          // The product page's code loads while the agent points at the button (PreloadOnIntent).
          data-preload-screen={unsellable ? undefined : 'infoProdotto'}
          onPointerEnter={unsellable ? undefined : () => onSelectIntent?.(product)}
          onFocus={unsellable ? undefined : () => onSelectIntent?.(product)}
          onClick={() => {
            if (!unsellable) onSelect(product);
          }}
        >
          {t('prodotto.seleziona')}
        </Button>
        <Button variant="outline-secondary" onClick={() => onInfo(product)}>
          {t('prodotto.info')}
        </Button>
      </Card.Footer>
    </Card>
  );
}
