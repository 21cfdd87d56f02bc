import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import parametriViaggio from '../../../schemas/entities/parametriViaggio.schema.json';
import tipologiaConImporto from '../../../schemas/entities/tipologiaConImporto.schema.json';
import type { ParametriViaggio } from '../../../schemas/types';
import { requiredFields, tripProblems, tripRules } from './tripRules';

const completo: ParametriViaggio = {
  inizioViaggio: '2026-08-01',
  fineViaggio: '2026-08-15',
  destinazioneStato: 'FR',
  eta: 2,
  numeroPartecipanti: 2,
};

const INIZIO = 'viaggio.dataInizioRichiesta';
const FINE = 'viaggio.dataFineRichiesta';
const DESTINAZIONE = 'viaggio.destinazioneRichiesta';
const ETA = 'viaggio.etaRichiesta';
const PARTECIPANTI = 'viaggio.numeroPartecipantiRichiesto';
const IMPORTO = 'viaggio.importoViaggioRichiesto';

/** Each case, with the messages of spec 2 §5 the form shows for it, in the form's order. */
const casi: Array<[string, ParametriViaggio, string[]]> = [
  ['nothing entered', {}, [INIZIO, FINE, DESTINAZIONE, ETA, PARTECIPANTI]],
  ['a complete trip', completo, []],
  ['a complete trip of type 1 without amount', { ...completo, tipologiaPolizza: 1 }, []],
  ['type 5 without amount', { ...completo, tipologiaPolizza: 5 }, [IMPORTO]],
  ['type 6 with amount 0', { ...completo, tipologiaPolizza: 6, importoViaggio: 0 }, [IMPORTO]],
  ['type 6 with an amount', { ...completo, tipologiaPolizza: 6, importoViaggio: 900 }, []],
  ['no participants', { ...completo, numeroPartecipanti: 0 }, [PARTECIPANTI]],
  [
    'cleared choices',
    { ...completo, eta: '', destinazioneStato: '', inizioViaggio: null },
    [INIZIO, DESTINAZIONE, ETA],
  ],
  ['a date not as YYYY-MM-DD', { ...completo, fineViaggio: '15/08/2026' }, [FINE]],
  ['a date that does not exist', { ...completo, fineViaggio: '2026-02-30' }, [FINE]],
  ['a group destination item', { ...completo, destinazioneStato: { value: 'EU', text: 'Europa' } }, []],
];

/** The fields Ajv finds at fault, from its errors (allErrors). */
function ajvFields(errors: ErrorObject[] | null | undefined): string[] {
  const fields = (errors ?? []).flatMap((e) => {
    if (e.keyword === 'required') return [String((e.params as { missingProperty: string }).missingProperty)];
    if (e.keyword === 'if') return [];
    return [e.instancePath.split('/')[1] ?? ''];
  });
  return [...new Set(fields)].sort();
}

describe('the trip rules (parametriViaggio.schema.json $defs.daPrezzare)', () => {
  // Ajv compiling the schema at run time, as the browser may not: what the precompiled validator must match.
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema(tipologiaConImporto);
  const validate = ajv.compile(tripRules);

  it.each(casi)('gives the messages of what Ajv finds: %s', (_, parametri, messages) => {
    const valid = validate(parametri);
    const problems = tripProblems(parametri);
    expect(problems.map((p) => p.key)).toEqual(messages);
    expect(problems.map((p) => p.field).sort()).toEqual(ajvFields(validate.errors));
    expect(problems.length === 0).toBe(valid);
  });

  it('gives the spec 2 §5 messages in the order of the form', () => {
    expect(tripProblems({ tipologiaPolizza: 5, numeroPartecipanti: 1 }).map((p) => p.key)).toEqual([
      INIZIO,
      FINE,
      DESTINAZIONE,
      ETA,
      IMPORTO,
    ]);
    expect(tripProblems({ ...completo, numeroPartecipanti: null }).map((p) => p.key)).toEqual([PARTECIPANTI]);
  });

  it('marks required the fields of the rules, and the trip amount exactly for the policy types of tipologiaConImporto', () => {
    for (const tipo of [1, 2, 3, 4, 5, 6, 7]) {
      const needs = tipologiaConImporto.enum.includes(tipo);
      const required = requiredFields({ tipologiaPolizza: tipo });
      expect(required.includes('importoViaggio')).toBe(needs);
      expect(required.filter((f) => f !== 'importoViaggio')).toEqual(tripRules.required);
    }
    expect(requiredFields({ ...completo, tipologiaPolizza: 6, importoViaggio: 900 })).toContain(
      'importoViaggio',
    );
  });

  it('lives in the entity schema without changing what the API accepts', () => {
    expect(parametriViaggio).not.toHaveProperty('required');
    expect(tripRules).toBe(parametriViaggio.$defs.daPrezzare);
  });
});
