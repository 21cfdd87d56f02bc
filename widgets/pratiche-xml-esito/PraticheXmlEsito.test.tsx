import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { conteggi, linkSicuro, partiDelMessaggio } from './esito';
import * as stories from './PraticheXmlEsito.stories';

const { Esito, EsitoMobile, SoloErrori, Vuoto, LinkScaduto, Caricamento, SenzaFirma } = composeStories(
  stories,
  preview,
);

describe('PraticheXmlEsito', () => {
  it('asks for the outcome of the link’s submission with its signature', async () => {
    stories.richieste.length = 0;
    render(<Esito />);
    await screen.findByRole('heading', { level: 2, name: 'Invio n. 4127' });
    expect(stories.richieste.map((q) => Object.fromEntries(new URLSearchParams(q)))).toEqual([
      { invio: '4127', firma: 'abc.def' },
    ]);
  });

  it('shows the submission, the count per outcome and each practice with its readable outcome', async () => {
    render(<Esito />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Esito dell’invio di pratiche XML');
    const invio = (await screen.findByRole('heading', { level: 2, name: 'Invio n. 4127' })).closest(
      'section',
    )!;
    expect(within(invio).getByText('Tour Italia Viaggi S.r.l.')).toBeTruthy();
    expect(invio.querySelector('time')?.getAttribute('dateTime')).toBe('2026-12-04T09:42:17.000Z');
    expect(within(invio).getByText('4 pratiche nell’invio')).toBeTruthy();
    const riepilogo = within(invio).getByRole('list', { name: 'Riepilogo degli esiti' });
    expect(
      within(riepilogo)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 emessa', '1 aggiunta al carrello', '1 già presente', '1 con errori']);

    const pratiche = screen.getAllByTestId('pratica-xml');
    expect(pratiche.map((p) => within(p).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Pratica GIRO-2026-0001',
      'Pratica GIRO-2026-0002',
      'Pratica GIRO-2026-0003',
      'Pratica RIFERIMENTO-DI-PRATICA-MOLTO-LUNGO-SENZA-SPAZI-0004',
    ]);
    expect(pratiche.map((p) => p.querySelector('.badge')?.textContent)).toEqual([
      'Emessa',
      'Con errori',
      'Già presente',
      'Aggiunta al carrello',
    ]);
    expect(
      within(within(pratiche[1]!).getByRole('list', { name: 'Messaggi' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'La data di fine viaggio 31/02/2027 non è una data valida',
      'Il pacchetto NONVENDIBILE non è tra quelli che il distributore può vendere',
    ]);
    expect(within(pratiche[3]!).getByText('Nessuna polizza per questa pratica.')).toBeTruthy();
  });

  it('shows a web address in a message as a short link', async () => {
    render(<Esito />);
    const [prima] = await screen.findAllByTestId('pratica-xml');
    const messaggi = within(prima!).getByRole('list', { name: 'Messaggi' });
    const link = within(messaggi).getByRole('link', { name: 'apri il collegamento' });
    expect(link.getAttribute('href')).toBe(
      'https://pagamenti.example/pagamento?codTrans=PMX9G875&importo=13375&mac=62bf738d5cdfc81bb7267995030deb4d',
    );
    expect(link.closest('li')!.textContent).toBe('Pagamento con carta da completare: apri il collegamento');
  });

  it('links every policy to its certificate, named after the policy', async () => {
    render(<Esito />);
    const links = await screen.findAllByRole('link', { name: /^Scarica certificato assicurativo/ });
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Scarica certificato assicurativo della polizza n. OV2026000123', '/adesioni/file?token=t.123.firma'],
      ['Scarica certificato assicurativo della polizza n. OV2026000124', '/adesioni/file?token=t.124.firma'],
      ['Scarica certificato assicurativo della polizza n. OV2026000101', '/adesioni/file?token=t.101.firma'],
    ]);
    const polizze = within(screen.getAllByTestId('pratica-xml')[0]!).getByRole('list', { name: 'Polizze' });
    expect(within(polizze).getAllByRole('listitem')[0]!.textContent).toContain('Mario Rossi');
    expect(within(polizze).getAllByRole('listitem')[0]!.textContent).toContain('Annullamento Viaggio Plus');
  });

  it('renders on a phone too', async () => {
    render(<EsitoMobile />);
    expect(await screen.findAllByTestId('pratica-xml')).toHaveLength(4);
  });

  it('counts only the outcomes that occurred', async () => {
    render(<SoloErrori />);
    const riepilogo = await screen.findByRole('list', { name: 'Riepilogo degli esiti' });
    expect(
      within(riepilogo)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 con errori']);
  });

  it('says when the submission holds no practice', async () => {
    render(<Vuoto />);
    expect(await screen.findByText('Questo invio non contiene pratiche.')).toBeTruthy();
    expect(screen.queryAllByTestId('pratica-xml')).toEqual([]);
  });

  it('shows the server’s refusal of an altered or expired link on the page', async () => {
    render(<LinkScaduto />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Il link dell’esito non è valido o è scaduto',
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('shows a loading status until the outcome arrives', async () => {
    render(<Caricamento />);
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('status').textContent).toBe('Caricamento in corso…');
  });

  it('calls nothing for a link without its signature', async () => {
    stories.richieste.length = 0;
    render(<SenzaFirma />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Il link dell’esito non è valido o è scaduto',
    );
    expect(stories.richieste).toEqual([]);
  });
});

describe('esito', () => {
  it('cuts a message into its text and its web addresses', () => {
    expect(partiDelMessaggio('Pagare: https://a.example/p?x=1&y=2. Grazie')).toEqual([
      { testo: 'Pagare: ' },
      { testo: 'https://a.example/p?x=1&y=2', link: 'https://a.example/p?x=1&y=2' },
      { testo: '. Grazie' },
    ]);
    expect(partiDelMessaggio('Nessun indirizzo, javascript:alert(1)')).toEqual([
      { testo: 'Nessun indirizzo, javascript:alert(1)' },
    ]);
  });

  it('counts practices per outcome', () => {
    expect(conteggi(stories.esitoStoria.pratiche)).toEqual({
      emessa: 1,
      nelCarrello: 1,
      giaPresente: 1,
      errore: 1,
    });
  });

  it('links only to same-site paths and http(s) addresses', () => {
    expect(linkSicuro('/adesioni/file?token=x')).toBe('/adesioni/file?token=x');
    expect(linkSicuro('https://portale.example/adesioni/file?token=x')).toBe(
      'https://portale.example/adesioni/file?token=x',
    );
    expect(linkSicuro('javascript:alert(1)')).toBeNull();
    expect(linkSicuro('//altro.example/x')).toBeNull();
  });
});
