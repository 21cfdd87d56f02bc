import { Button, Container } from 'react-bootstrap';

/** Shown when a loader fails for a reason other than the session (server down, 500). */
export function ErrorPage() {
  return (
    <Container as="main" className="py-5 text-center">
      <h1 className="h4">Si è verificato un errore</h1>
      <p>Non è stato possibile caricare la pagina. Riprova tra qualche istante.</p>
      <Button onClick={() => window.location.reload()}>Ricarica</Button>
    </Container>
  );
}
