import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAllMocks } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './CompanyDataDialog.stories';

const { Agenzia, ErroriDiValidazione, SenzaBannerMobile } = composeStories(stories, preview);

// Stories share their fn() spies; each test starts with clean call records.
beforeEach(() => clearAllMocks());

describe('CompanyDataDialog', () => {
  it('shows the company data and the banner', () => {
    render(<Agenzia />);
    expect(screen.getByRole('dialog', { name: 'Dati aziendali' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Agenzia Viaggi Il Gabbiano S.r.l.' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Banner del distributore' }).getAttribute('src')).toBe(
      Agenzia.args.bannerSrc,
    );
    const terms = screen.getAllByRole('term').map((d) => d.textContent);
    expect(terms).toEqual([
      'E-mail',
      'E-mail 2',
      'E-mail 3',
      'Telefono',
      'Fax',
      'Indirizzo',
      'Località',
      'Provincia',
      'CAP',
    ]);
    expect(screen.getByText('amministrazione@ilgabbianoviaggi.it')).toBeTruthy();
    expect(screen.getByText('Rimini')).toBeTruthy();
  });

  it('edits the editable fields and sends them', async () => {
    render(<Agenzia />);
    await userEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    const phone = screen.getByLabelText('Telefono');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0541 111222');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(Agenzia.args.onSave).toHaveBeenCalledWith({
      email: 'info@ilgabbianoviaggi.it',
      email2: 'amministrazione@ilgabbianoviaggi.it',
      email3: '',
      telefono: '0541 111222',
      fax: '',
      indirizzo: 'Viale Regina Elena 112',
      localita: 'Rimini',
      codiceProvincia: 'RN',
      cAP: '47921',
    });
    expect(await screen.findByRole('button', { name: 'Modifica' })).toBeTruthy();
  });

  it('shows the server messages under the fields they name', async () => {
    render(<ErroriDiValidazione />);
    await userEvent.click(screen.getByRole('button', { name: 'Modifica' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il campo "CAP" deve contenere 5 cifre.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail 2').getAttribute('class')).toContain('is-invalid');
    expect(screen.getByLabelText('CAP').getAttribute('class')).toContain('is-invalid');
    expect(screen.getByLabelText('E-mail').getAttribute('class')).not.toContain('is-invalid');
  });

  it('is read-only without onSave and has no image without a banner', () => {
    render(<SenzaBannerMobile />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modifica' })).toBeNull();
    expect(screen.getByText('Mediterranea Tour Operator S.p.A.')).toBeTruthy();
  });
});
