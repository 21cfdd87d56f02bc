import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './RolePermissions.stories';
import { receivedCalls } from './stories/RoleStoryEngine';

const { Editor, ModificaRifiutata } = composeStories(stories, preview);

const calls = (key: string) => receivedCalls.filter((c) => c.key === key);
const posted = (ruoloId: number) => calls(`POST ruoli/${ruoloId}/add-or-remove-permesso`).map((c) => c.body);

async function chooseRole(name: string) {
  const user = userEvent.setup();
  const select = await screen.findByRole('combobox', { name: 'Ruolo' });
  await within(select).findByRole('option', { name });
  await user.selectOptions(select, name);
  return user;
}

/** The switches of one permission, found by its description (its fieldset's legend). */
const permission = async (descrizione: string) =>
  screen.findByRole('group', { name: new RegExp(`^${descrizione} `) });

beforeEach(() => {
  receivedCalls.length = 0;
});

describe('RolePermissions', () => {
  it('shows a back-office role its back-office permissions grouped by gruppo, groups sorted by name', async () => {
    render(<Editor />);
    await chooseRole('Operatore back office');
    await permission('Distributori');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Anagrafica',
      'Impostazioni',
      'Report',
    ]);
    // Inside a group, by display order.
    const impostazioni = screen.getByRole('region', { name: 'Impostazioni' });
    expect(
      within(impostazioni)
        .getAllByRole('group')
        .map((g) => g.querySelector('legend')?.firstChild?.textContent),
    ).toEqual(['Accedi come altro utente', 'Ruoli e permessi']);
    expect(screen.queryByRole('group', { name: /^I tuoi acquisti/ })).toBeNull();
  });

  it('offers R C U D switches, or a single E when azioneSingola is set, checked as the role holds them', async () => {
    render(<Editor />);
    await chooseRole('Operatore back office');
    const distributori = await permission('Distributori');
    const switches = within(distributori).getAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'false', 'true', 'false']);
    expect(switches.map((s) => (s as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Lettura',
      'Creazione',
      'Modifica',
      'Cancellazione',
    ]);
    const report = await permission('Report commissioni');
    expect(within(report).getAllByRole('switch')).toHaveLength(1);
    expect(within(report).getByRole('switch', { name: 'Esecuzione' })).toHaveProperty('checked', true);
  });

  it('sends one add-or-remove event per toggle and shows what the server holds', async () => {
    render(<Editor />);
    const user = await chooseRole('Operatore back office');
    const distributori = await permission('Distributori');
    await user.click(within(distributori).getByRole('switch', { name: 'Creazione' }));
    await vi.waitFor(() =>
      expect(posted(2)).toEqual([
        { ruoloID: 2, aggiungi: true, permesso: 'BK_ANAGRAFICA_DISTRIBUTORI', azioni: ['C'] },
      ]),
    );
    await vi.waitFor(() =>
      expect(within(distributori).getByRole('switch', { name: 'Creazione' })).toHaveProperty('checked', true),
    );
    // By keyboard: Space on the focused switch removes the action.
    const report = await permission('Report commissioni');
    within(report).getByRole('switch', { name: 'Esecuzione' }).focus();
    await user.keyboard(' ');
    await vi.waitFor(() =>
      expect(posted(2)[1]).toEqual({
        ruoloID: 2,
        aggiungi: false,
        permesso: 'BK_REPORT_COMMISSIONI',
        azioni: ['E'],
      }),
    );
    await vi.waitFor(() =>
      expect(within(report).getByRole('switch', { name: 'Esecuzione' })).toHaveProperty('checked', false),
    );
  });

  it('shows a web role the front-end permissions only', async () => {
    render(<Editor />);
    await chooseRole('Agenzia dettagliante');
    await permission('I tuoi acquisti');
    expect(screen.getByRole('radio', { name: 'Back office' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: 'Frontend' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('group', { name: /^Distributori/ })).toBeNull();
    const carrello = await permission('Accesso al carrello');
    expect(within(carrello).getByRole('switch', { name: 'Esecuzione' })).toHaveProperty('checked', true);
  });

  it('lets a back-office role show the front-end permissions too', async () => {
    render(<Editor />);
    const user = await chooseRole('Operatore back office');
    await permission('Distributori');
    await user.click(screen.getByRole('radio', { name: 'Frontend' }));
    await permission('Utenti dell’agenzia');
    expect(screen.queryByRole('group', { name: /^Distributori/ })).toBeNull();
  });

  it('shows the super-admin role a note and no switches', async () => {
    render(<Editor />);
    await chooseRole('Super amministratore');
    expect(
      await screen.findByText('Al ruolo super amministratore sono associati tutti i permessi'),
    ).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('loads the catalogue once, however many roles are opened', async () => {
    render(<Editor />);
    const user = await chooseRole('Operatore back office');
    await permission('Distributori');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ruolo' }), 'Agenzia dettagliante');
    await permission('I tuoi acquisti');
    expect(calls('GET ruoli/permessi-list')).toHaveLength(1);
    expect(calls('GET ruoli/3/permessi')).toHaveLength(1);
  });

  it('puts the switch back when the server refuses the change', async () => {
    render(<ModificaRifiutata />);
    const user = await chooseRole('Operatore back office');
    const report = await permission('Report commissioni');
    await user.click(within(report).getByRole('switch', { name: 'Esecuzione' }));
    await vi.waitFor(() => expect(posted(2)).toHaveLength(1));
    await vi.waitFor(() =>
      expect(within(report).getByRole('switch', { name: 'Esecuzione' })).toHaveProperty('checked', true),
    );
  });

  it('creates a role from the keyboard: the dialog, Enter to save, the new role chosen in a refreshed picker', async () => {
    render(<Editor />);
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Agenzia dettagliante' });
    screen.getByRole('button', { name: 'Nuovo ruolo' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo ruolo' });
    // The name has the focus.
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Nome del ruolo'));
    await user.keyboard('Revisore');
    await user.click(within(dialog).getByRole('radio', { name: 'Frontend' }));
    await user.click(within(dialog).getByLabelText('Nome del ruolo'));
    await user.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(calls('POST ruoli').map((c) => c.body)).toEqual([{ nome: 'Revisore', backOffice: false }]),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const select = screen.getByRole('combobox', { name: 'Ruolo' });
    await vi.waitFor(() =>
      expect((select as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Revisore'),
    );
    await permission('I tuoi acquisti');
    expect(screen.getAllByRole('switch').every((s) => !(s as HTMLInputElement).checked)).toBe(true);
  });

  it('copies the chosen role into a new one with its permissions', async () => {
    render(<Editor />);
    const user = await chooseRole('Operatore back office');
    await permission('Distributori');
    await user.click(screen.getByRole('button', { name: 'Copia da…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copia da…' });
    expect((within(dialog).getByLabelText('Ruolo da copiare') as HTMLSelectElement).value).toBe('2');
    await user.type(within(dialog).getByLabelText('Nome del ruolo'), 'Operatore junior');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await vi.waitFor(() =>
      expect(calls('POST ruoli').map((c) => c.body)).toEqual([{ nome: 'Operatore junior', copiaDa: 2 }]),
    );
    await vi.waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: 'Ruolo' }) as HTMLSelectElement).selectedOptions[0]
          ?.textContent,
      ).toBe('Operatore junior'),
    );
    const distributori = await permission('Distributori');
    await vi.waitFor(() =>
      expect(within(distributori).getByRole('switch', { name: 'Lettura' })).toHaveProperty('checked', true),
    );
  });

  it('renames the chosen role, and shows a name already taken inside the dialog', async () => {
    render(<Editor />);
    const user = await chooseRole('Agenzia dettagliante');
    await permission('I tuoi acquisti');
    await user.click(screen.getByRole('button', { name: 'Rinomina' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rinomina' });
    const nome = within(dialog).getByLabelText('Nome del ruolo');
    expect((nome as HTMLInputElement).value).toBe('Agenzia dettagliante');
    await user.clear(nome);
    await user.type(nome, 'super amministratore{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Esiste già un ruolo di nome "super amministratore": scegline un altro',
    );
    await user.clear(nome);
    await user.type(nome, 'Agenzia{Enter}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByRole('option', { name: 'Agenzia' });
    expect(screen.queryByRole('option', { name: 'Agenzia dettagliante' })).toBeNull();
    expect(calls('PUT ruoli/3').map((c) => c.body)).toEqual([
      { nome: 'super amministratore' },
      { nome: 'Agenzia' },
    ]);
  });

  it('closes a dialog with Escape, sending nothing', async () => {
    render(<Editor />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nuovo ruolo' }));
    await screen.findByRole('dialog', { name: 'Nuovo ruolo' });
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('POST ruoli')).toEqual([]);
  });
});
