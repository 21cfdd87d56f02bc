import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link, useNavigate } from 'react-router-dom';
import { useEngine, useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';

export interface AccountPanelProps {
  title: string;
  intro?: string;
  wide?: boolean;
  links?: Array<{ to: string; label: string }>;
  /** Label of a sign-out button, for a page shown to a signed-in user (the forced password change). */
  signOutLabel?: string;
}

/** The account pages' card, centred on the empty layout. */
export function AccountPanel({
  title,
  intro,
  wide = false,
  links = [],
  signOutLabel,
  children,
}: AccountPanelProps & { children?: ReactNode }) {
  const t = useT();
  const { brand, session } = useEngine();
  const navigate = useNavigate();
  const signOut = async () => {
    await session.logout();
    await navigate('/login');
  };
  return (
    <main
      id="main"
      className="d-flex justify-content-center align-items-start align-items-md-center min-vh-100 p-3 bg-body-tertiary"
    >
      <Card className="shadow-sm w-100" style={{ maxWidth: wide ? 880 : 440 }}>
        <Card.Body className="p-4">
          <div className="text-center mb-3">
            <img src="/logo.svg" alt={brand.name} height={48} />
          </div>
          <h1 className="h4 mb-3 text-center">{t(title)}</h1>
          {intro ? <p className="text-muted">{t(intro)}</p> : null}
          {children}
          {links.length > 0 || signOutLabel ? (
            <nav className="d-flex flex-column align-items-center gap-2 mt-3">
              {links.map((link) => (
                <Link key={link.to} to={link.to}>
                  {t(link.label)}
                </Link>
              ))}
              {signOutLabel ? (
                <Button variant="link" className="p-0" onClick={() => void signOut()}>
                  {t(signOutLabel)}
                </Button>
              ) : null}
            </nav>
          ) : null}
        </Card.Body>
      </Card>
    </main>
  );
}

export default function AccountPanelWidget({ props, children }: WidgetComponentProps<AccountPanelProps>) {
  return <AccountPanel {...props}>{children}</AccountPanel>;
}
