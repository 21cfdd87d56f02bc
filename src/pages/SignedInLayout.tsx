import { Button, Container, Navbar } from 'react-bootstrap';
import { Link, Outlet, useNavigate, useRouteLoaderData } from 'react-router-dom';
import { logout, type Me } from '../api/account';
import { clearToken } from '../auth/token';
import { BrandLogo } from '../components/BrandLogo';
import { useLabel } from '../i18n/useLabel';

/** Top bar with the user and the logout button around every signed-in page. */
export function SignedInLayout() {
  const t = useLabel();
  const navigate = useNavigate();
  const me = useRouteLoaderData<Me>('session');

  async function signOut() {
    // Logout always ends locally, even when the server call fails (spec 1 §4, Session).
    await logout().catch(() => undefined);
    clearToken();
    await navigate('/login', { replace: true });
  }

  return (
    <>
      <Navbar bg="light" className="border-bottom">
        <Container>
          <Navbar.Brand as={Link} to="/">
            <BrandLogo height={32} />
          </Navbar.Brand>
          <div className="d-flex align-items-center gap-3">
            {me ? (
              <span className="text-end small lh-sm">
                <span className="d-block fw-semibold">{me.userInfo.fullName}</span>
                <span className="d-block text-muted">{me.userInfo.description}</span>
              </span>
            ) : null}
            <Button variant="outline-secondary" size="sm" onClick={() => void signOut()}>
              {t('generico.esci', 'Esci')}
            </Button>
          </div>
        </Container>
      </Navbar>
      <Container as="main" className="py-4">
        <Outlet />
      </Container>
    </>
  );
}
