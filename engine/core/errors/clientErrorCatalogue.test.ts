import { describe, expect, it } from 'vitest';
import { reactionToFailure, type CallFailure } from './clientErrorCatalogue';

const labels: Record<string, string> = {
  'msg.erroreGenerico': 'Errore',
  'errore.fileNotFound': 'File non trovato',
  'errore.fileDaScaricareNonTrovato': 'Il file da scaricare non è stato trovato',
  'login.credenzialiErrate': 'Credenziali errate',
};
const t = (key: string) => labels[key] ?? key;
const react = (f: CallFailure) => reactionToFailure(f, t);

// One case per row of spec 1 §8 that concerns a failed call.
describe('client error catalogue (spec 1 §8)', () => {
  it('no response at all: danger toast with the error message, generic error title', () => {
    expect(react({ kind: 'no-response', message: 'Failed to fetch' })).toEqual({
      toasts: [{ variant: 'danger', title: 'Errore', body: 'Failed to fetch' }],
      logout: false,
    });
  });

  it('401: logout, no toast', () => {
    expect(react({ kind: 'http', status: 401, data: { text: 'x' }, message: '' })).toEqual({
      toasts: [],
      logout: true,
    });
  });

  it('403: danger toast "NO PERMISSIONS" titled "Request ERROR"', () => {
    expect(react({ kind: 'http', status: 403, data: { text: 'whatever' }, message: '' }).toasts).toEqual([
      { variant: 'danger', title: 'Request ERROR', body: 'NO PERMISSIONS' },
    ]);
  });

  it('400 with messages: one toast each, title from code and body from text, both translated; type → variant', () => {
    const data = {
      messages: [
        { code: 'login.credenzialiErrate', text: 'Nome utente o password non corretti', type: 'error' },
        { code: 'avviso', text: 'Testo', type: 'warning' },
        { code: 'info', text: 'Nota', type: 'info' },
        { code: 'senzaTipo', text: 'Senza tipo' },
        { code: 'altro', text: 'Altro', type: 'success' },
      ],
    };
    expect(react({ kind: 'http', status: 400, data, message: '' }).toasts).toEqual([
      { variant: 'danger', title: 'Credenziali errate', body: 'Nome utente o password non corretti' },
      { variant: 'warning', title: 'avviso', body: 'Testo' },
      { variant: 'info', title: 'info', body: 'Nota' },
      { variant: 'danger', title: 'senzaTipo', body: 'Senza tipo' },
      { variant: 'info', title: 'altro', body: 'Altro' },
    ]);
  });

  it('400 with a message whose code translates to its own text: the generic title, never the text twice', () => {
    const data = { messages: [{ code: 'pricing.x', text: 'Numero Partecipanti richiesto', type: 'error' }] };
    const withLabel = (key: string) => (key === 'pricing.x' ? 'Numero Partecipanti richiesto' : t(key));
    expect(reactionToFailure({ kind: 'http', status: 400, data, message: '' }, withLabel).toasts).toEqual([
      { variant: 'danger', title: 'Errore', body: 'Numero Partecipanti richiesto' },
    ]);
  });

  it('400 without messages: the translated data.text, else the error message', () => {
    expect(
      react({ kind: 'http', status: 400, data: { text: 'errore.fileNotFound' }, message: 'm' }).toasts,
    ).toEqual([{ variant: 'danger', title: 'Errore', body: 'File non trovato' }]);
    expect(react({ kind: 'http', status: 400, data: null, message: 'Bad Request' }).toasts).toEqual([
      { variant: 'danger', title: 'Errore', body: 'Bad Request' },
    ]);
  });

  it('500: danger toast with the message and the generic error title', () => {
    expect(
      react({ kind: 'http', status: 500, data: { text: 'Si è verificato un errore' }, message: 'x' }).toasts,
    ).toEqual([{ variant: 'danger', title: 'Errore', body: 'Si è verificato un errore' }]);
    expect(react({ kind: 'http', status: 502, data: null, message: 'Bad Gateway' }).toasts).toEqual([
      { variant: 'danger', title: 'Errore', body: 'Bad Gateway' },
    ]);
  });

  it('file download failure: "file not found" toast with the spec keys', () => {
    expect(react({ kind: 'file-download' }).toasts).toEqual([
      { variant: 'danger', title: 'File non trovato', body: 'Il file da scaricare non è stato trovato' },
    ]);
  });

  it('not-implemented function: warning toast titled with the generic-error label', () => {
    expect(react({ kind: 'not-implemented' }).toasts).toEqual([
      { variant: 'warning', title: 'Errore', body: '' },
    ]);
  });
});
