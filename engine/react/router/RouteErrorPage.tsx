import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { UnknownWidgetError } from '../../core/registry/UnknownWidgetError';
import { useT } from '../runtime/EngineContext';
import { ChunkLoadError } from './chunkTimeout';

/**
 * The route error boundary's page, in the app's words. In development an unknown widget shows its full
 * message (screen and JSON path); a screen whose code cannot be loaded (timeout or network) says so.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const t = useT();
  const chunk = error instanceof ChunkLoadError || isDynamicImportFailure(error);
  const text = chunk
    ? t('msg.erroreCaricamento')
    : isRouteErrorResponse(error) && error.status === 404
      ? t('msg.paginaNonTrovata')
      : t('msg.erroreImprevisto');
  const detail =
    import.meta.env.DEV && error instanceof Error && !(error instanceof ChunkLoadError)
      ? error.message
      : error instanceof ChunkLoadError
        ? t(error.messageRef.key, error.messageRef.params)
        : null;
  return (
    <Container as="main" className="py-5">
      <Alert variant="danger">
        <Alert.Heading as="h1" className="h4">
          {t('msg.erroreGenerico')}
        </Alert.Heading>
        <p className="mb-2">{text}</p>
        {detail && (
          <pre className="small mb-2 text-wrap" data-testid="error-detail">
            {error instanceof UnknownWidgetError ? t('engine.widgetSconosciuto', { detail }) : detail}
          </pre>
        )}
        <Button variant="outline-danger" onClick={() => window.location.reload()}>
          {t('generico.ricarica')}
        </Button>
      </Alert>
    </Container>
  );
}

function isDynamicImportFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message)
  );
}
