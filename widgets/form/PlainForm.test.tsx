import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import loginScreen from '../../screens/auth/login.screen.json';
import recoverScreen from '../../screens/auth/password-recover.screen.json';
import registerScreen from '../../screens/auth/register.screen.json';
import { jsonResponse, type RouteAnswer } from '../../engine/react/testing/createTestEngine';
import { FormStoryEngine, storyLogin } from './FormStoryEngine';
import FormWidget from './FormWidget';
import { SchemaForm, type SchemaFormProps } from './SchemaForm';

/** The form props of a screen file's first form node, as the stories take them. */
function formOf(file: { body: { children?: Array<{ props?: unknown }> } }): SchemaFormProps {
  return file.body.children![0]!.props as SchemaFormProps;
}

const LOGIN_API: Record<string, RouteAnswer> = {
  'POST account/login': { data: { token: 'token-di-prova-1234567890' } },
};

function Page({ children, api = LOGIN_API }: { children: ReactNode; api?: Record<string, RouteAnswer> }) {
  return (
    <FormStoryEngine api={api} path="/login?returnUrl=%2FmyOverins%2FtuoiAcquisti">
      {children}
    </FormStoryEngine>
  );
}

/** The form widget as a screen renders it. */
const widget = (props: SchemaFormProps) => (
  <FormWidget props={props} screen={{ name: 'test', path: '/test' } as never} node={{ widget: 'form' }} />
);

/** The `<form>` markup once its submit button is there, and again after an empty submit. */
async function markupOf(element: ReactNode): Promise<[string, string]> {
  const view = render(<Page>{element}</Page>);
  const button = await screen.findByRole('button', { name: /Accedi|Invia/ });
  const form = () => view.container.querySelector('form')!.outerHTML;
  const before = form();
  await userEvent.click(button);
  await screen.findAllByText('Campo obbligatorio');
  const after = form();
  view.unmount();
  return [before, after];
}

beforeEach(() => storyLogin.mockClear());

describe('the form widget’s plain renderer (sign-in without RJSF)', () => {
  it.each([
    ['login', formOf(loginScreen)],
    ['password recovery', formOf(recoverScreen)],
  ])('draws the %s form exactly as RJSF does, before and after an empty submit', async (_name, props) => {
    const plain = await markupOf(widget(props));
    const rjsf = await markupOf(<SchemaForm {...props} />);
    expect(plain).toEqual(rjsf);
  });

  it('signs in with the answer’s token and goes to the returnUrl', async () => {
    render(<Page>{widget({ ...formOf(loginScreen), defaults: { username: 'agenzia' } })}</Page>);
    await userEvent.type(await screen.findByLabelText('Password'), 'Viaggi2026!');
    // Where it leads, for the router to load that page's code while the server checks the password
    // (PreloadOnIntent, issue 30).
    expect(screen.getByRole('button', { name: 'Accedi' }).getAttribute('data-preload-screen')).toBe(
      '/myOverins/tuoiAcquisti',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() =>
      expect(storyLogin).toHaveBeenCalledWith(
        'token-di-prova-1234567890',
        // The whole answer: the session takes the user info from it when it carries one.
        expect.objectContaining({ data: expect.objectContaining({ token: 'token-di-prova-1234567890' }) }),
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Percorso corrente' }).textContent).toBe(
        '/myOverins/tuoiAcquisti',
      ),
    );
  });

  it('shows the server’s refusal in an alert and stays put', async () => {
    const api: Record<string, RouteAnswer> = {
      'POST account/login': jsonResponse(
        { messages: [{ code: 'login.credenzialiErrate', text: 'Nome utente o password non corretti' }] },
        400,
      ),
    };
    render(<Page api={api}>{widget(formOf(loginScreen))}</Page>);
    await userEvent.type(await screen.findByLabelText('Nome utente'), 'agenzia');
    await userEvent.type(screen.getByLabelText('Password'), 'sbagliata');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nome utente o password non corretti');
    expect(storyLogin).not.toHaveBeenCalled();
  });

  it('leaves a larger form (files, lists, field order) to RJSF', async () => {
    render(<Page>{widget(formOf(registerScreen))}</Page>);
    expect(await screen.findByLabelText('Visura camerale')).toBeTruthy();
  });
});
