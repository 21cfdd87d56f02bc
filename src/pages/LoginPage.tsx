import { Alert, Button, Card, Form as BsForm, Spinner } from 'react-bootstrap';
import { Form, Link, useActionData, useNavigation } from 'react-router-dom';
import { BrandLogo } from '../components/BrandLogo';
import { useLabel } from '../i18n/useLabel';
import type { LoginActionData } from '../routes/loaders';

export function LoginPage() {
  const t = useLabel();
  const result = useActionData<LoginActionData>();
  const busy = useNavigation().state !== 'idle';

  return (
    <main className="login-page">
      <Card className="login-card shadow-sm">
        <Card.Body className="p-4">
          <div className="text-center mb-4">
            <BrandLogo height={48} />
          </div>
          <h1 className="h4 mb-4 text-center">{t('login.titolo', 'Accedi al portale')}</h1>
          {result?.errors.length ? (
            <Alert variant="danger">
              {result.errors.map((text) => (
                <div key={text}>{text}</div>
              ))}
            </Alert>
          ) : null}
          <Form method="post" replace noValidate>
            <BsForm.Group className="mb-3" controlId="username">
              <BsForm.Label>{t('login.username', 'Nome utente')}</BsForm.Label>
              <BsForm.Control name="username" autoComplete="username" required autoFocus />
            </BsForm.Group>
            <BsForm.Group className="mb-4" controlId="password">
              <BsForm.Label>{t('login.password', 'Password')}</BsForm.Label>
              <BsForm.Control name="password" type="password" autoComplete="current-password" required />
            </BsForm.Group>
            <Button type="submit" variant="primary" className="w-100" disabled={busy}>
              {busy ? <Spinner size="sm" className="me-2" aria-hidden="true" /> : null}
              {t('login.accedi', 'Accedi')}
            </Button>
          </Form>
          <div className="text-center mt-3">
            <Link to="/password-recover">{t('login.passwordDimenticata', 'Password dimenticata?')}</Link>
          </div>
        </Card.Body>
      </Card>
    </main>
  );
}
