import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../engine/core/format';
import { refusalOf, useDataSource } from '../../engine/react/data';
import { useT } from '../../engine/react/runtime/EngineContext';
import { problemFromErrorBody } from '../change-password-dialog/submitProblem';
import {
  COLORE_ESITO,
  CONTEGGIO_ESITO,
  ESITI,
  ETICHETTA_ESITO,
  conteggi,
  leggiEsito,
  linkSicuro,
  partiDelMessaggio,
  type EsitoInvio,
  type PraticaXml,
} from './esito';

const INVIO = /^[0-9]{1,12}$/;

/** The page's frame: a main landmark with the level-one heading, on a phone as on a desktop. */
function Pagina({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <main id="main" className="container py-4" style={{ maxWidth: 960 }}>
      <h1 className="h3 mb-3">{t('praticheXml.titolo')}</h1>
      {children}
    </main>
  );
}

/**
 * A practice's message as the server wrote it, its web addresses (the card payment still to
 * complete of a distributor paying at purchase) as short links rather than a screenful of query string.
 */
function Messaggio({ testo }: { testo: string }) {
  const t = useT();
  return (
    <>
      {partiDelMessaggio(testo).map((parte, i) =>
        parte.link ? (
          <a key={i} href={parte.link} target="_blank" rel="noopener noreferrer">
            {t('praticheXml.apriCollegamento')}
          </a>
        ) : (
          parte.testo
        ),
      )}
    </>
  );
}

function Pratica({ pratica }: { pratica: PraticaXml }) {
  const t = useT();
  const colore = COLORE_ESITO[pratica.esito] ?? 'secondary';
  return (
    <article className="card mb-3" data-testid="pratica-xml">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h3 className="h5 mb-0 text-break">
            {t('praticheXml.pratica', { riferimento: pratica.riferimento })}
          </h3>
          <span className={`badge text-bg-${colore}`}>
            {ETICHETTA_ESITO[pratica.esito] ? t(ETICHETTA_ESITO[pratica.esito]) : pratica.esito}
          </span>
        </div>
        {pratica.messaggi.length > 0 && (
          <ul
            className={`mb-2 ${pratica.esito === 'errore' ? 'text-danger-emphasis' : ''}`}
            aria-label={t('praticheXml.messaggi')}
          >
            {pratica.messaggi.map((m, i) => (
              <li key={i} className="text-break">
                <Messaggio testo={m} />
              </li>
            ))}
          </ul>
        )}
        {pratica.polizze.length === 0 ? (
          pratica.esito !== 'errore' && (
            <p className="text-body-secondary mb-0">{t('praticheXml.nessunaPolizza')}</p>
          )
        ) : (
          <ul className="list-group" aria-label={t('praticheXml.polizze')}>
            {pratica.polizze.map((p) => {
              const href = linkSicuro(p.urlCertificato);
              return (
                <li
                  key={p.numero}
                  className="list-group-item d-flex flex-wrap align-items-center justify-content-between gap-2"
                >
                  <dl className="row mb-0 flex-grow-1 small">
                    <dt className="col-5 col-md-3 fw-normal text-body-secondary">
                      {t('praticheXml.numeroPolizza')}
                    </dt>
                    <dd className="col-7 col-md-9 mb-1 fw-semibold text-break">{p.numero}</dd>
                    <dt className="col-5 col-md-3 fw-normal text-body-secondary">
                      {t('praticheXml.pacchetto')}
                    </dt>
                    <dd className="col-7 col-md-9 mb-1 text-break">{p.pacchetto}</dd>
                    <dt className="col-5 col-md-3 fw-normal text-body-secondary">
                      {t('praticheXml.contraente')}
                    </dt>
                    <dd className="col-7 col-md-9 mb-0 text-break">{p.contraente}</dd>
                  </dl>
                  {href && (
                    <a
                      className="btn btn-outline-primary btn-sm"
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('adesione.scaricaCertificatoDi', { numero: p.numero })}
                    >
                      {t('adesione.scaricaCertificato')}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </article>
  );
}

/** The submission's outcome: who sent it and when, how each practice went, and the practices. */
export function EsitoView({ esito }: { esito: EsitoInvio }) {
  const t = useT();
  const n = conteggi(esito.pratiche);
  return (
    <>
      <section className="card mb-4" aria-labelledby="pratiche-xml-invio">
        <div className="card-body">
          <h2 id="pratiche-xml-invio" className="h5">
            {t('praticheXml.invio', { id: esito.invio.id })}
          </h2>
          <dl className="row mb-2">
            <dt className="col-5 col-md-3">{t('praticheXml.ricevutoIl')}</dt>
            <dd className="col-7 col-md-9">
              <time dateTime={esito.invio.ricevutoIl}>{formatDateTime(esito.invio.ricevutoIl)}</time>
            </dd>
            <dt className="col-5 col-md-3">{t('praticheXml.distributore')}</dt>
            <dd className="col-7 col-md-9 text-break">{esito.invio.distributore}</dd>
          </dl>
          <p className="mb-2">{t('praticheXml.totale', { n: esito.pratiche.length })}</p>
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-label={t('praticheXml.riepilogo')}>
            {ESITI.filter((e) => n[e] > 0).map((e) => (
              <li key={e} className={`badge text-bg-${COLORE_ESITO[e]} fs-6 fw-normal`} data-esito={e}>
                {t(CONTEGGIO_ESITO[e], { n: n[e] })}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <h2 className="h4">{t('praticheXml.pratiche')}</h2>
      {esito.pratiche.length === 0 ? (
        <p className="text-body-secondary">{t('praticheXml.nessunaPratica')}</p>
      ) : (
        esito.pratiche.map((p, i) => <Pratica key={`${p.riferimento}-${i}`} pratica={p} />)
      )}
    </>
  );
}

/**
 * /praticheXML?invio=&firma=: the link an XML envelope's answer carries. No sign-in: the signature
 * is the permission, checked by the server; a link without it, altered or expired, shows the
 * server's Italian refusal (404) on the page instead of a toast.
 */
export function PraticheXmlEsito() {
  const t = useT();
  const [query] = useSearchParams();
  const invio = query.get('invio') ?? '';
  const firma = query.get('firma') ?? '';
  const valido = INVIO.test(invio) && firma !== '' && firma.length <= 2048;
  const esito = useDataSource<EsitoInvio | null>(
    { path: 'pratichexml/esito' },
    { invio, firma },
    { enabled: valido, silent: true, select: leggiEsito },
  );

  if (!valido || esito.isError || esito.data === null) {
    const detto = esito.isError
      ? problemFromErrorBody(refusalOf(esito.error)?.body)?.messages[0]?.text
      : undefined;
    return (
      <Pagina>
        <Alert variant="danger" role="alert">
          {detto ?? t('praticheXml.linkNonValido')}
        </Alert>
      </Pagina>
    );
  }
  if (esito.data === undefined) {
    return (
      <Pagina>
        <div className="text-center py-4">
          <Spinner animation="border" role="status">
            <span className="visually-hidden">{t('generico.caricamento')}</span>
          </Spinner>
        </div>
      </Pagina>
    );
  }
  return (
    <Pagina>
      <EsitoView esito={esito.data} />
    </Pagina>
  );
}

export default PraticheXmlEsito;
