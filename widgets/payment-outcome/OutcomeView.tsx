import type { Translate } from '../../engine/core/messages';
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { useT } from '../../engine/react/runtime/EngineContext';
import { type EsitoPagamento, type Variante, type Verifica } from './esitoPagamento';
import { OutcomeDetails } from './OutcomeDetails';
import { useRoutePath } from './useRoutePath';

type Step = { route: string; label: string; primary?: boolean };

function Page({ title, children, steps }: { title: string; children: ReactNode; steps: Step[] }) {
  const pathOf = useRoutePath();
  return (
    <main id="main" className="container my-4 py-5 bg-body border rounded" style={{ maxWidth: 720 }}>
      <h1 className="h3 mb-4">{title}</h1>
      {children}
      {steps.length > 0 && (
        <nav className="d-flex flex-wrap gap-2">
          {steps.map((step) => (
            <Link
              key={step.route + step.label}
              to={pathOf(step.route)}
              className={`btn ${step.primary ? 'btn-primary' : 'btn-outline-primary'}`}
            >
              {step.label}
            </Link>
          ))}
        </nav>
      )}
    </main>
  );
}

export interface OutcomeViewProps {
  verifica: Verifica;
  variante: Variante;
  /** The signed-in user may open the cart (permission); the outcome says whether payment still blocks it. */
  canShop: boolean;
}

/** The return screen's content for each phase and outcome (issue 12). */
export function OutcomeView({ verifica, variante, canShop }: OutcomeViewProps) {
  const t = useT();
  const pagamenti: Step = {
    route: 'tuoiPagamenti',
    label: t('esitoPagamento.vaiAiPagamenti'),
  };
  const portale = homeStep(t);
  const KO = t('keyclient.ko');
  const titoloEsito = t('esitoPagamento.titolo');

  if (verifica.fase === 'inVerifica') {
    return (
      <Page title={titoloEsito} steps={[]}>
        <div role="status" aria-live="polite" className="d-flex align-items-center gap-2 mb-3">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          {t('esitoPagamento.inVerifica')}
        </div>
      </Page>
    );
  }
  if (verifica.fase === 'senzaEsito' && variante === 'ko') {
    return (
      <Page title={t('menu.ritornoKo')} steps={[{ ...pagamenti, primary: true }, portale]}>
        <Alert variant="danger">{KO}</Alert>
      </Page>
    );
  }
  if (verifica.fase !== 'esito') {
    const messaggi = verifica.fase === 'nonVerificato' ? verifica.messaggi : [];
    return (
      <Page title={titoloEsito} steps={[{ ...pagamenti, primary: true }, portale]}>
        <Alert variant="danger" role="alert">
          <p className="mb-0">{t('esitoPagamento.nonVerificato')}</p>
          {messaggi.map((m) => (
            <p key={m} className="mb-0 mt-2">
              {m}
            </p>
          ))}
        </Alert>
      </Page>
    );
  }
  return <Outcome esito={verifica.esito} canShop={canShop} fineMese={variante === 'fm'} />;
}

function Outcome({
  esito,
  canShop,
  fineMese,
}: {
  esito: EsitoPagamento;
  canShop: boolean;
  /** Opened as the month-end return: what it paid when the server tells only the outcome (no `tipo`). */
  fineMese: boolean;
}) {
  const t = useT();
  const carrello: Step = { route: 'carrello', label: t('esitoPagamento.vaiAlCarrello') };
  const pagamenti: Step = {
    route: 'tuoiPagamenti',
    label: t('esitoPagamento.vaiAiPagamenti'),
  };
  const crediti: Step = {
    route: 'tuoiCrediti',
    label: t('esitoPagamento.vaiAiCrediti'),
  };
  const shop = canShop && !esito.mustPay ? [carrello] : [];
  const own = esito.tipo === 'credito' ? crediti : pagamenti;

  if (esito.stato === 'pagato') {
    return (
      <Page title={t('esitoPagamento.pagato')} steps={[...shop, own].map(primaryFirst)}>
        <Alert variant="success" role="status">
          {(esito.tipo ?? (fineMese ? 'estratti' : undefined)) === 'estratti' ? (
            <>
              <p className="mb-1">{t('keyclient.fmOk')}</p>
              <p className="mb-0">{t('esitoPagamento.estrattiPagati')}</p>
            </>
          ) : (
            t('keyclient.ok')
          )}
        </Alert>
        <OutcomeDetails esito={esito} />
      </Page>
    );
  }
  if (esito.stato === 'in_attesa') {
    return (
      <Page title={t('esitoPagamento.inAttesaTitolo')} steps={[{ ...own, primary: true }]}>
        <Alert variant="warning" role="status">
          {t('esitoPagamento.inAttesa')}
        </Alert>
        <OutcomeDetails esito={esito} />
      </Page>
    );
  }
  const retry: Step =
    esito.tipo === 'estratti' ? { route: 'tuoiPagamenti', label: t('esitoPagamento.riprova') } : own;
  return (
    <Page title={t('menu.ritornoKo')} steps={[retry, ...shop, homeStep(t)].map(primaryFirst)}>
      <Alert variant="danger" role="alert">
        <p className="mb-0">{t('keyclient.ko')}</p>
        <p className="mb-0 mt-2">{failureReason(t, esito.stato)}</p>
        {esito.tipo === 'acquisto' && <p className="mb-0 mt-2">{t('esitoPagamento.polizzeDaPagare')}</p>}
        {esito.tipo === 'modifica' && <p className="mb-0 mt-2">{t('esitoPagamento.supplementoDaPagare')}</p>}
      </Alert>
      <OutcomeDetails esito={esito} />
    </Page>
  );
}

/** A failure must never leave the user with the retry as the only way back into the portal. */
const homeStep = (t: Translate): Step => ({
  route: 'home',
  label: t('esitoPagamento.tornaAlPortale'),
});

const primaryFirst = (step: Step, i: number): Step => ({ ...step, primary: i === 0 });

function failureReason(t: Translate, stato: EsitoPagamento['stato']): string {
  if (stato === 'annullato') return t('esitoPagamento.annullato');
  if (stato === 'scaduto') return t('esitoPagamento.scaduto');
  return t('esitoPagamento.rifiutato');
}
