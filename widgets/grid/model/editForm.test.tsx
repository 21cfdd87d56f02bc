import { describe, expect, it } from 'vitest';
import { editFieldsOf, editedRow } from './editForm';

describe('editedRow', () => {
  it('sends a chosen option back as a number when the row held a number (the server does not coerce)', () => {
    const fields = editFieldsOf([
      { field: 'nome' },
      { field: 'ruoloID', editSource: 'ruoli/web' },
      { field: 'codice', editSource: 'codici' },
    ]);
    expect(
      editedRow({ itemID: 7, nome: 'Davide', ruoloID: 3, codice: 'A1' }, fields, {
        nome: '12',
        ruoloID: '5',
        codice: '42',
      }),
    ).toEqual({ itemID: 7, nome: '12', ruoloID: 5, codice: '42' });
  });
});
