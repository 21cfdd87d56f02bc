import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { refusalOf, useSourceMutation } from '../../engine/react/data';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { saveBlob } from '../grid/cells/useFileDownload';

/**
 * Downloads the certificate of the link's token (the version the link names, if any, else the
 * latest), saved as `adesione.pdf`. The call needs no sign-in
 * (the token is the permission), so the customer's browser can run it; a refused link is said on the
 * page, where the customer is looking, rather than in a toast.
 */
export function CertificateDownload({ title }: { title?: string }) {
  const t = useT();
  const [query] = useSearchParams();
  const token = query.get('token');
  // A link to one version of the certificate (issue 26) carries it; the server checks it exists.
  const versione = query.get('versione');
  const [errore, setErrore] = useState<string | null>(null);
  const [scaricato, setScaricato] = useState(false);
  const download = useSourceMutation<{ token: string; versione?: string }, Blob>({
    method: 'get',
    path: 'adesioni/file',
    read: (response) => response.blob(),
    silent: true,
  });

  const heading = title && <h1 className="h3 mb-3">{title}</h1>;
  if (!token) {
    return (
      <section className="py-4">
        {heading}
        <Alert variant="danger" role="alert">
          {t('certificato.linkNonValido')}
        </Alert>
      </section>
    );
  }
  const scarica = async () => {
    setErrore(null);
    try {
      const conVersione = versione && /^\d{1,9}$/.test(versione) ? { versione } : {};
      saveBlob(await download.mutateAsync({ token, ...conVersione }), 'adesione.pdf');
      setScaricato(true);
    } catch (error) {
      const body = refusalOf(error)?.body as { text?: unknown } | undefined;
      setErrore(typeof body?.text === 'string' ? body.text : t('certificato.linkNonValido'));
    }
  };
  return (
    <section className="py-4 text-center">
      {heading}
      <Button variant="primary" size="lg" onClick={() => void scarica()} disabled={download.isPending}>
        {t('adesione.scaricaCertificato')}
      </Button>
      {scaricato && (
        <p className="mt-3 mb-0" role="status">
          {t('certificato.scaricato')}
        </p>
      )}
      {errore && (
        <Alert variant="danger" role="alert" className="mt-3 mb-0">
          {errore}
        </Alert>
      )}
    </section>
  );
}

/** The registry's entry point: the page's heading is the screen's title. */
export default function CertificateDownloadWidget({ screen }: WidgetComponentProps<Record<string, never>>) {
  const t = useT();
  return <CertificateDownload title={screen.title ? t(screen.title) : undefined} />;
}
