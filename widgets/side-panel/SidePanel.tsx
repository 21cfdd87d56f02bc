import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';

export interface SidePanelProps {
  show: boolean;
  onHide: () => void;
  /** Full name of the signed-in user (under sign-in-as: the user being impersonated). */
  userName: string;
  /** Role description and company, from userInfo.description. */
  roleDescription: string;
  /** Who is signed in as `userName`; non-null while impersonating. */
  impersonatorName: string | null;
  /** The user holds the sign-in-as permission. */
  canSignInAs: boolean;
  onSignInAs?: () => void;
  /** Ends the sign-in-as session; shown only while impersonating. */
  onDisconnect?: () => void;
  /** The admin area's address with the token in its query; null for users who are not back office. */
  adminHref: string | null;
  onChangePassword: () => void;
  /** Opens the company data; absent for users without a company. */
  onCompanyData?: () => void;
  onLogout: () => void;
}

/** The top-bar side panel (spec 1 §2): who is signed in, in which role, and the account actions. */
export function SidePanel({
  show,
  onHide,
  userName,
  roleDescription,
  impersonatorName,
  canSignInAs,
  onSignInAs,
  onDisconnect,
  adminHref,
  onChangePassword,
  onCompanyData,
  onLogout,
}: SidePanelProps) {
  const t = useT();
  const titleId = useId();
  const impersonating = impersonatorName !== null;
  const then = (action?: () => void) => () => {
    onHide();
    action?.();
  };

  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby={titleId}>
      <Offcanvas.Header closeButton closeLabel={t('generico.chiudi')}>
        <Offcanvas.Title id={titleId}>{impersonatorName ?? userName}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {impersonating && (
          <p className="mb-1 text-warning-emphasis">{t('topbar.operaCome').replace('{user}', userName)}</p>
        )}
        <p className="text-body-secondary">
          <span className="visually-hidden">{t('topbar.ruolo')}: </span>
          {roleDescription}
        </p>
        <div className="d-grid gap-2 mb-3">
          {canSignInAs && (
            <Button variant="outline-primary" onClick={then(onSignInAs)}>
              {t('topbar.accediCome')}
            </Button>
          )}
          {impersonating && (
            <Button variant="warning" onClick={then(onDisconnect)}>
              {t('topbar.disconnetti')}
            </Button>
          )}
          {adminHref && (
            <a className="btn btn-outline-secondary" href={adminHref}>
              {t('topbar.amministrazione')}
            </a>
          )}
        </div>
        <ListGroup variant="flush">
          <ListGroup.Item as="button" action onClick={then(onChangePassword)}>
            {t('topbar.cambiaPassword')}
          </ListGroup.Item>
          {onCompanyData && (
            <ListGroup.Item as="button" action onClick={then(onCompanyData)}>
              {t('topbar.datiAzienda')}
            </ListGroup.Item>
          )}
          <ListGroup.Item as="button" action onClick={then(onLogout)}>
            {t('topbar.logout')}
          </ListGroup.Item>
        </ListGroup>
      </Offcanvas.Body>
    </Offcanvas>
  );
}

/**
 * The registry's entry point. The panel shows the session's user and acts on the session, which
 * the layout holds; a screen file has nothing to give it, so placed in a screen it renders nothing.
 */
export default function SidePanelWidget(_: WidgetComponentProps<Record<string, never>>) {
  return null;
}
