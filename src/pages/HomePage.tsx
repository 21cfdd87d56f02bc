import { useRouteLoaderData } from 'react-router-dom';
import type { Me } from '../api/account';
import { useLabel } from '../i18n/useLabel';

/** Placeholder home until the cart categories screen exists. */
export function HomePage() {
  const t = useLabel();
  const me = useRouteLoaderData<Me>('session');
  if (!me) return null;
  return (
    <section>
      <h1 className="h3">
        {t('generico.benvenuto', 'Benvenuto')}, {me.userInfo.fullName}
      </h1>
      <p className="text-muted">{me.userInfo.description}</p>
    </section>
  );
}
