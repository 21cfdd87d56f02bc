import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { receivedListCalls } from '../grid/stories/fakeListServer';
import * as stories from './GridPanel.stories';
import { changeValue, defaultValues, resolveDateDefault } from './parameterValues';

const { Report, ConCreazione } = composeStories(stories, preview);
const lastCall = () => receivedListCalls[receivedListCalls.length - 1]!;

describe('grid-panel', () => {
  it('sends the parameters with the list call and asks again when one changes', async () => {
    render(<Report />);
    expect(
      await within(await screen.findByRole('grid')).findByText('Mediterraneo Tour Operator S.p.A.'),
    ).toBeTruthy();
    expect([lastCall().get('dataDa'), lastCall().get('dataA'), lastCall().has('distributoreId')]).toEqual([
      '2026-02-01',
      '2026-03-01',
      false,
    ]);
    const select = await screen.findByLabelText('Distributore');
    await screen.findByRole('option', { name: 'Mediterraneo Tour Operator S.p.A.' });
    await userEvent.selectOptions(select, '2');
    await waitFor(() => expect(lastCall().get('distributoreId')).toBe('2'));
  });

  it('keeps the period in order and "Reimposta filtri" restores the defaults', async () => {
    render(<Report />);
    await within(await screen.findByRole('grid')).findByText('Mediterraneo Tour Operator S.p.A.');
    const from = screen.getByLabelText('Dal') as HTMLInputElement;
    const to = screen.getByLabelText('Al') as HTMLInputElement;
    fireEvent.change(to, { target: { value: '2026-01-15' } });
    await waitFor(() => expect([from.value, to.value]).toEqual(['2026-01-15', '2026-01-15']));
    await waitFor(() => expect(lastCall().get('dataA')).toBe('2026-01-15'));
    await userEvent.click(screen.getByRole('button', { name: 'Reimposta filtri' }));
    await waitFor(() => expect([from.value, to.value]).toEqual(['2026-02-01', '2026-03-01']));
    await waitFor(() => expect(lastCall().get('dataDa')).toBe('2026-02-01'));
  });

  it('opens the children in a dialog and reloads the list when it closes', async () => {
    render(<ConCreazione />);
    await screen.findByText('giulia.bianchi');
    const before = receivedListCalls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Nuovo utente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo utente dell’agenzia' });
    expect(within(dialog).getByText('Il modulo di creazione dell’utente compare qui.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(receivedListCalls.length).toBeGreaterThan(before));
  });
});

describe('parameter values', () => {
  const now = new Date(2026, 2, 31, 15, 0);
  it('reads relative date defaults, clamping month ends', () => {
    expect(['today', 'today-1m', 'today+7d', '2025-12-01'].map((d) => resolveDateDefault(d, now))).toEqual([
      '2026-03-31',
      '2026-02-28',
      '2026-04-07',
      '2025-12-01',
    ]);
  });

  it('a start past its end drags the end, an end before its start drags the start', () => {
    const p = [
      { name: 'dataDa', title: 'x', type: 'date' as const, before: 'dataA' },
      { name: 'dataA', title: 'y', type: 'date' as const },
    ];
    const v = defaultValues([...p.map((x) => ({ ...x, default: '2026-03-10' }))], now);
    expect(changeValue(p, v, 'dataDa', '2026-03-20')).toEqual({ dataDa: '2026-03-20', dataA: '2026-03-20' });
    expect(changeValue(p, v, 'dataA', '2026-03-01')).toEqual({ dataDa: '2026-03-01', dataA: '2026-03-01' });
    expect(changeValue(p, v, 'dataA', '')).toEqual({ dataDa: '2026-03-10', dataA: '' });
  });
});
