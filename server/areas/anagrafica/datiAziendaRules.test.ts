import { describe, expect, it } from 'vitest';
import { checkDatiAzienda, EDITABLE_FIELDS } from './datiAziendaRules';

describe('EDITABLE_FIELDS', () => {
  it('are the schema fields not marked readOnly, named by their titles', () => {
    expect(EDITABLE_FIELDS).toEqual({
      email: 'E-mail',
      email2: 'E-mail 2',
      email3: 'E-mail 3',
      telefono: 'Telefono',
      fax: 'Fax',
      indirizzo: 'Indirizzo',
      localita: 'Località',
      codiceProvincia: 'Provincia',
      cAP: 'CAP',
    });
  });

  it('name the field in messages, and leave the read-only ones out', () => {
    const { problems, values } = checkDatiAzienda({ email: ' ', cAP: '12' });
    expect(problems.map((p) => p.text)).toEqual([
      'Il campo "E-mail" è obbligatorio.',
      'Il campo "CAP" deve contenere 5 cifre.',
    ]);
    expect(Object.keys(values)).toEqual(['email', 'cAP']);
  });
});
