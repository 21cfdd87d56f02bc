import { composeStories } from '@storybook/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { receivedRegistrations, storyLogin } from './FormStoryEngine';
import * as stories from './SchemaForm.stories';

const { Vuoto, Compilato, ErroreDelServer, SoloLettura, LinkSenzaToken, Registrazione } = composeStories(
  stories,
  preview,
);

beforeEach(() => {
  storyLogin.mockClear();
  receivedRegistrations.length = 0;
});

const where = () => screen.getByRole('status', { name: 'Percorso corrente' }).textContent;

describe('SchemaForm (the form widget)', () => {
  it('renders the login screen’s form with Italian labels and blocks an empty submit', async () => {
    render(<Vuoto />);
    const username = await screen.findByLabelText('Nome utente');
    expect(username.getAttribute('autocomplete')).toBe('username');
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(storyLogin).not.toHaveBeenCalled();
  });

  it('an invalid submit is the user’s mistake: nothing is logged as an error', async () => {
    const error = vi.spyOn(console, 'error');
    render(<Vuoto />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accedi' }));
    expect(await screen.findAllByText('Campo obbligatorio')).toHaveLength(2);
    expect(error.mock.calls.flat().map(String).join(' ')).not.toContain('Form validation failed');
    error.mockRestore();
  });

  it('signs in with the token of the answer and goes to the returnUrl', async () => {
    render(<Compilato />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accedi' }));
    await waitFor(() =>
      expect(storyLogin).toHaveBeenCalledWith(
        'token-di-prova-1234567890',
        // The whole answer: the session takes the user info from it when it carries one.
        expect.objectContaining({ data: expect.objectContaining({ token: 'token-di-prova-1234567890' }) }),
      ),
    );
    await waitFor(() => expect(where()).toBe('/myOverins/tuoiAcquisti'));
  });

  it('shows the server’s refusal at the top, in an alert, and stays put', async () => {
    render(<ErroreDelServer />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accedi' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Nome utente o password non corretti');
    expect(storyLogin).not.toHaveBeenCalled();
    expect(where()).toBe('/login');
  });

  it('read-only: shows the values, lets nothing change, offers no submit', async () => {
    render(<SoloLettura />);
    const username = (await screen.findByLabelText('Nome utente')) as HTMLInputElement;
    expect(username.value).toBe('agenzia');
    expect(username.readOnly || username.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Accedi' })).toBeNull();
  });

  it('says the link is incomplete when the token is missing from the query', () => {
    render(<LinkSenzaToken />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Il link è incompleto: aprilo di nuovo dall’e-mail ricevuta o richiedine uno nuovo.',
    );
    expect(screen.queryByLabelText('Nuova password')).toBeNull();
  });
});

describe('the registration form', () => {
  const pdf = (name: string) => new File(['%PDF-1.4 prova'], name, { type: 'application/pdf' });

  it('sends the data as JSON and the four documents as parts, and shows the refusal under its field', async () => {
    render(<Registrazione />);
    const user = userEvent.setup();
    const type = async (label: string, text: string) => user.type(await screen.findByLabelText(label), text);
    await type('Ragione sociale', 'Viaggi del Golfo S.r.l.');
    await type('Partita IVA', '12345678903');
    await type('Codice fiscale', 'rssmra80a01h501u');
    expect((screen.getByLabelText('Codice fiscale') as HTMLInputElement).value).toBe('RSSMRA80A01H501U');
    await type('Autorizzazione regionale', 'Det. 245/2019');
    await type('Indirizzo della sede operativa', 'Via Partenope 12');
    await type('CAP', '80121');
    const provincia = await screen.findByLabelText('Provincia');
    await waitFor(() => expect(within(provincia).getByRole('option', { name: 'Napoli' })).toBeTruthy());
    await user.selectOptions(provincia, 'NA');
    const citta = screen.getByLabelText('Città');
    await waitFor(() =>
      expect(document.querySelectorAll(`#${citta.getAttribute('list')} option`)).toHaveLength(2),
    );
    await user.type(citta, 'Pozzuoli');
    await type('Telefono', '+39 081 764 1122');
    await type('E-mail', 'info@viaggidelgolfo.it');
    await type('Nome del referente', 'Anna');
    await type('Cognome del referente', 'Esposito');
    await type('Nome utente', 'viaggidelgolfo');
    await user.upload(screen.getByLabelText('Visura camerale'), pdf('visura.pdf'));
    await user.upload(screen.getByLabelText('Carta d’identità del legale rappresentante'), pdf('ci.pdf'));
    await user.upload(screen.getByLabelText('Autorizzazione all’esercizio dell’attività'), pdf('aut.pdf'));
    await user.upload(screen.getByLabelText('Codice fiscale (documento)'), pdf('cf.pdf'));
    await user.click(screen.getByRole('button', { name: 'Invia la registrazione' }));

    const text =
      'Esiste già un’agenzia registrata con questa partita IVA. Per assistenza contatta il supporto.';
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getAllByText(text)).toHaveLength(2);

    expect(receivedRegistrations).toHaveLength(1);
    const sent = receivedRegistrations[0]!;
    expect(JSON.parse(String(sent.get('data')))).toEqual({
      ragioneSociale: 'Viaggi del Golfo S.r.l.',
      partitaIva: '12345678903',
      codiceFiscale: 'RSSMRA80A01H501U',
      autorizzazioneRegione: 'Det. 245/2019',
      indirizzo: 'Via Partenope 12',
      cap: '80121',
      provincia: 'NA',
      citta: 'Pozzuoli',
      provLeg: '',
      cittaLeg: '',
      telefono: '+39 081 764 1122',
      email: 'info@viaggidelgolfo.it',
      nome: 'Anna',
      cognome: 'Esposito',
      username: 'viaggidelgolfo',
    });
    // jsdom's File loses its name crossing into Node's FormData; the e2e test checks names end to end.
    for (const field of [
      'visuraCameraleFile',
      'cartaIdentitaFile',
      'autorizzazioneFile',
      'codiceFiscaleFile',
    ]) {
      expect((sent.get(field) as Blob).size, field).toBe('%PDF-1.4 prova'.length);
    }
  }, 30_000);

  it('shows the Italian help of the screen, not the English description of the API schema', async () => {
    render(<Registrazione />);
    await screen.findByLabelText('Autorizzazione regionale');
    expect(screen.queryByText(/authorisation to operate/)).toBeNull();
    expect(
      screen.getByText('Estremi del provvedimento con cui la Regione autorizza l’agenzia.'),
    ).toBeTruthy();
  });

  it('refuses a document of another type before sending it', async () => {
    render(<Registrazione />);
    const input = await screen.findByLabelText('Visura camerale');
    await userEvent.upload(input, new File(['MZ'], 'programma.exe', { type: 'application/x-msdownload' }), {
      applyAccept: false,
    });
    expect(
      await screen.findByText('Il file "programma.exe" non è di un tipo ammesso (PDF, JPG, JPEG, PNG).'),
    ).toBeTruthy();
  });
});
