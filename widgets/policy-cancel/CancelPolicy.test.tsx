import { composeStories } from '@storybook/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { GridStoryEngine, lastGridStoryEngine } from '../grid/stories/GridStoryEngine';
import { CancelPolicy } from './CancelPolicy';
import * as stories from './CancelPolicy.stories';
import { anteprimaPiena, ERRORE_VERSIONE } from './CancelPolicy.stories';

const { Annullabile, RimborsoParziale, Mobile, NonAnnullabile, ModificataNelFrattempo } = composeStories(
  stories,
  preview,
);

const PATH = 'carrello/modifiche/annullamento/4711';
const value = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const toasts = () => lastGridStoryEngine!.runtime.toasts.getState().toasts;

// jsdom draws nothing: contrast and the canvas-measured label-in-name rule are checked in Chromium; the
// button's name starts with its visible text ('Annulla polizza n. …').
async function expectAxeClean(container: HTMLElement) {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

describe('CancelPolicy', { timeout: 20_000 }, () => {
  it('previews the refund in a named dialog: premium, refund, percentage, last full day, how, the policies', async () => {
    render(<Annullabile />);
    const button = await screen.findByRole('button', { name: 'Annulla polizza n. AG0001-2026-000123' });
    expect(button.textContent).toBe('Annulla polizza');
    await userEvent.setup().click(button);
    const dialog = await screen.findByRole('dialog', {
      name: 'Annullamento della polizza n. AG0001-2026-000123',
    });
    expect(value(dialog, 'Premio pagato')).toMatch(/^1\.234,50\s€$/);
    expect(value(dialog, 'Rimborso')).toMatch(/^1\.234,50\s€$/);
    expect(value(dialog, 'Percentuale rimborsata')).toBe('100 %');
    expect(value(dialog, 'Rimborso completo fino al')).toBe('01/06/2027');
    expect(value(dialog, 'Modalità di rimborso')).toBe('Accredito sul credito disponibile');
    const polizze = within(dialog).getByRole('list', { name: 'Polizze annullate' });
    expect(
      within(polizze)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Viaggio Sicuro Plus · AG0001-2026-000123\s*1\.067,00\s€$/),
      expect.stringMatching(/^Integrativa spese mediche · AG0001-2026-000124\s*167,50\s€$/),
    ]);
    await expectAxeClean(document.body);
  });

  it('the late refund on the month-end statement', async () => {
    render(<RimborsoParziale />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /Annulla polizza n\./ }));
    const dialog = await screen.findByRole('dialog');
    expect(value(dialog, 'Percentuale rimborsata')).toBe('50 %');
    expect(value(dialog, 'Modalità di rimborso')).toBe('Storno sull’estratto conto di fine mese');
  });

  it('confirms once with a fresh Idempotency-Key, disabled while sending; success toast and reload', async () => {
    const sent: Array<{ key: string | null; body: unknown }> = [];
    let rilascia: () => void = () => {};
    const attesa = new Promise<void>((r) => (rilascia = r));
    let cancellata = false;
    const api = {
      [`GET ${PATH}`]: () => ({
        item1: cancellata ? { ...anteprimaPiena, annullabile: false } : anteprimaPiena,
      }),
      [`POST ${PATH}`]: async (request: Request) => {
        sent.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        await attesa;
        cancellata = true;
        return { item1: { esito: 'annullata', rimborso: 1234.5, versione: 2 } };
      },
    };
    render(
      <GridStoryEngine api={api}>
        <CancelPolicy itemID={4711} numero="AG0001-2026-000123" mobile={false} />
      </GridStoryEngine>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Annulla polizza n\./ }));
    const dialog = await screen.findByRole('dialog');
    const conferma = within(dialog).getByRole('button', { name: 'Conferma annullamento' });
    await user.click(conferma);
    await waitFor(() => expect(sent).toHaveLength(1));
    const inCorso = within(dialog).getByRole('button', { name: 'Annullamento in corso…' });
    expect((inCorso as HTMLButtonElement).disabled).toBe(true);
    await user.click(inCorso);
    rilascia();
    await waitFor(() => expect(toasts().map((t) => t.title)).toContain('Polizza annullata'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(sent[0]!.body).toEqual({ versione: 1 });
    const toast = toasts().find((t) => t.title === 'Polizza annullata')!;
    expect(toast.variant).toBe('success');
    expect(String(toast.body)).toMatch(/^Rimborso di 1\.234,50\s€ accreditato$/);
    // The preview reloads (invalidated): the policy is no longer cancellable, the button goes.
    await waitFor(() => expect(screen.queryByRole('button', { name: /Annulla polizza n\./ })).toBeNull());
  });

  it('a 409: a red toast with the server’s text, the dialog stays to close', async () => {
    render(<ModificataNelFrattempo />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Annulla polizza n\./ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Conferma annullamento' }),
    );
    await waitFor(() => expect(toasts().map((t) => t.body)).toContain(ERRORE_VERSIONE));
    expect(toasts().find((t) => t.body === ERRORE_VERSIONE)!.variant).toBe('danger');
    expect(
      (
        within(screen.getByRole('dialog')).getByRole('button', {
          name: 'Conferma annullamento',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(false);
  });

  it('shows nothing when the preview says it cannot be cancelled', async () => {
    const { container } = render(<NonAnnullabile />);
    await new Promise((r) => setTimeout(r, 200));
    expect(within(container).queryByRole('button')).toBeNull();
  });

  it('works from the keyboard and full width on a phone', async () => {
    render(<Mobile />);
    const button = await screen.findByRole('button', { name: /Annulla polizza n\./ });
    expect(button.className).toContain('w-100');
    const user = userEvent.setup();
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
