import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession, useT } from '../../../../engine/react/runtime/EngineContext';

export default function SignIn() {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [refused, setRefused] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    try {
      await session.signIn({ email: data.get('email'), secret: data.get('secret') });
      void navigate(search.get('returnUrl') ?? '/books');
    } catch {
      setRefused(true);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="mx-auto" style={{ maxWidth: 360 }}>
      <h1 className="h3 mb-3">{t('library.signIn.title')}</h1>
      {refused && (
        <div role="alert" className="alert alert-danger">
          {t('library.signIn.refused')}
        </div>
      )}
      <label className="form-label" htmlFor="email">
        {t('library.signIn.email')}
      </label>
      <input id="email" name="email" type="email" className="form-control mb-2" autoComplete="username" />
      <label className="form-label" htmlFor="secret">
        {t('library.signIn.secret')}
      </label>
      <input
        id="secret"
        name="secret"
        type="password"
        className="form-control mb-3"
        autoComplete="current-password"
      />
      <button type="submit" className="btn btn-primary">
        {t('library.signIn.submit')}
      </button>
    </form>
  );
}
