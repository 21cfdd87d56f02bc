import Spinner from 'react-bootstrap/Spinner';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';

export interface SplashProps {
  brandName: string;
  logoSrc: string;
}

/** Shown until start-up ends (spec 1 §1): user info, texts and the route check. */
export function Splash({ brandName, logoSrc }: SplashProps) {
  const t = useT();
  return (
    <div
      role="status"
      aria-busy="true"
      className="min-vh-100 d-flex flex-column align-items-center justify-content-center gap-4 bg-body-tertiary"
    >
      <img src={logoSrc} alt={brandName} height={64} />
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <p className="text-body-secondary mb-0">{t('generico.caricamento')}</p>
    </div>
  );
}

/**
 * The registry's entry point. The splash belongs to start-up, before any screen renders; placed in
 * a screen it renders nothing.
 */
export default function SplashWidget(_: WidgetComponentProps<Record<string, never>>) {
  return null;
}
