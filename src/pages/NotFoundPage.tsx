import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <section>
      <h1 className="h3">Pagina non trovata</h1>
      <p>La pagina richiesta non esiste o non è ancora disponibile.</p>
      <Link to="/">Torna alla home</Link>
    </section>
  );
}
