import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useSearchParams } from 'react-router-dom';
import { useDataSource } from '../../engine/react/data';
import { useT } from '../../engine/react/runtime/EngineContext';

interface TerminiProdotto {
  data: { nome: string; nomeProdotto: string; fornitore: string };
}

const ID = /^[0-9]{1,9}$/;

/**
 * The anonymous terms page (spec 1 §2 `/terminiecondizioni?pacchettoId=&prodottoId=`, opened in a new
 * tab by the product cards): the package's name from the public call, its terms PDF in the page and a
 * link to download it. The PDF is a same-origin URL the browser loads itself, so the page needs no
 * sign-in and no blob.
 */
export function TermsPage() {
  const t = useT();
  const [query] = useSearchParams();
  const pacchettoId = query.get('pacchettoId') ?? '';
  const prodottoId = query.get('prodottoId') ?? '';
  const valid = ID.test(pacchettoId) && (prodottoId === '' || ID.test(prodottoId));
  const params: Record<string, string> = prodottoId ? { pacchettoId, prodottoId } : { pacchettoId };
  const info = useDataSource<TerminiProdotto>({ path: 'terminiecondizioni/prodotto' }, params, {
    enabled: valid,
    silent: true,
  });
  const titolo = t('termini.titolo');

  if (!valid || info.isError) {
    return (
      <section className="container py-4">
        <h1 className="h3">{titolo}</h1>
        <Alert variant="warning" role="alert">
          {t('termini.nonDisponibili')}
        </Alert>
      </section>
    );
  }
  if (!info.data) {
    return (
      <section className="container py-4 text-center">
        <Spinner animation="border" role="status">
          <span className="visually-hidden">{t('generico.caricamento')}</span>
        </Spinner>
      </section>
    );
  }
  const { nome, fornitore } = info.data.data;
  const pdf = `/api/terminiecondizioni?${new URLSearchParams(params).toString()}`;
  return (
    <section className="container py-4 d-flex flex-column gap-3">
      <header className="d-flex flex-wrap align-items-baseline justify-content-between gap-2">
        <div>
          <h1 className="h3 mb-1">
            {titolo} — {nome}
          </h1>
          <p className="text-body-secondary mb-0">{fornitore}</p>
        </div>
        <a className="btn btn-primary" href={pdf} download>
          {t('termini.scaricaPdf')}
        </a>
      </header>
      <iframe
        src={pdf}
        title={`${titolo} — ${nome}`}
        className="w-100 border rounded"
        style={{ height: '75vh' }}
        data-testid="termini-pdf"
      />
    </section>
  );
}

export default TermsPage;
