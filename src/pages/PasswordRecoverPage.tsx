import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../components/BrandLogo';
import { useLabel } from '../i18n/useLabel';

/** Placeholder until the recovery flow lands with the screen engine. */
export function PasswordRecoverPage() {
  const t = useLabel();
  return (
    <main className="login-page">
      <Card className="login-card shadow-sm">
        <Card.Body className="p-4 text-center">
          <BrandLogo height={48} />
          <h1 className="h4 my-4">{t('recuperoPassword.titolo', 'Recupero password')}</h1>
          <p>Il recupero della password sarà disponibile a breve. Per assistenza contatta il supporto.</p>
          <Link to="/login">{t('generico.tornaAlLogin', 'Torna all’accesso')}</Link>
        </Card.Body>
      </Card>
    </main>
  );
}
