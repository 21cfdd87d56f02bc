import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/**
 * Both form renderers' submit button: full width, a spinner while the request is under way, and the
 * screen it leads to named for preloading (`data-preload-screen`, the engine's preload on intent).
 */
export function SubmitButton({ label, busy, leadsTo }: { label: string; busy: boolean; leadsTo?: string }) {
  return (
    <Button type="submit" variant="primary" className="w-100" disabled={busy} data-preload-screen={leadsTo}>
      {busy ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : null}
      {label}
    </Button>
  );
}
