import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { refusalOf, useSourceMutation } from '../../engine/react/data';
import { useT } from '../../engine/react/runtime/EngineContext';
import { saveBlob } from '../grid/cells/useFileDownload';

interface Documento {
  blob: Blob;
  filename: string;
}

/** The stored name the server gives (`filename*` in UTF-8 first), else a neutral one. */
export function filenameOf(disposition: string | null): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? 'documento';
}

/**
 * Back office's download of an agency's registration document from the signed link of its mail
 * (spec 1 §2 `/agenzie/file?token=`). The call needs no sign-in (the token is the permission); the
 * document is saved under the name it was uploaded with, and a refused link is said on the page.
 */
export function AgencyFileDownload() {
  const t = useT();
  const [query] = useSearchParams();
  const token = query.get('token');
  const [errore, setErrore] = useState<string | null>(null);
  const [scaricato, setScaricato] = useState<string | null>(null);
  const download = useSourceMutation<{ token: string }, Documento>({
    method: 'get',
    path: 'agenzie/file',
    read: async (response) => ({
      blob: await response.blob(),
      filename: filenameOf(response.headers.get('content-disposition')),
    }),
    silent: true,
  });
  const nonValido = t('agenzieFile.linkNonValido');

  const scarica = async () => {
    setErrore(null);
    try {
      const documento = await download.mutateAsync({ token: token ?? '' });
      saveBlob(documento.blob, documento.filename);
      setScaricato(documento.filename);
    } catch (error) {
      const body = refusalOf(error)?.body as { text?: unknown } | undefined;
      setErrore(typeof body?.text === 'string' ? body.text : nonValido);
    }
  };
  return (
    <section className="container py-4 text-center">
      <h1 className="h3 mb-3">{t('agenzieFile.titolo')}</h1>
      {token ? (
        <Button variant="primary" size="lg" onClick={() => void scarica()} disabled={download.isPending}>
          {t('agenzieFile.scarica')}
        </Button>
      ) : (
        <Alert variant="danger" role="alert">
          {nonValido}
        </Alert>
      )}
      {scaricato && (
        <p className="mt-3 mb-0" role="status">
          {t('agenzieFile.scaricato')} {scaricato}
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

export default AgencyFileDownload;
