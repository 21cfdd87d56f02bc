import { Spinner } from 'react-bootstrap';

/** Shown while start-up runs (spec 1 §1). */
export function Splash() {
  return (
    <div className="splash" role="status">
      <Spinner animation="border" variant="primary" />
      <span className="visually-hidden">Caricamento…</span>
    </div>
  );
}
