import { describe, expect, it } from 'vitest';
import { toFormSchema } from '../widgets/form/formSchema';
import { ENTITY_RULES, generateFormValidators, readCommittedValidators } from './compile-form-validators';

describe('widgets/form/validators', () => {
  it('holds exactly the precompiled validators the screens’ forms need (npm run gen:form-validators)', async () => {
    const generated = await generateFormValidators();
    const committed = readCommittedValidators();
    const drift = [...new Set([...generated.keys(), ...committed.keys()])]
      .sort()
      .filter((file) => generated.get(file) !== committed.get(file));
    if (drift.length > 0) {
      expect.fail(
        `widgets/form/validators is stale: run npm run gen:form-validators (differs: ${drift.join(', ')})`,
      );
    }
    expect([...generated.keys()].map((f) => f.replace(/-n?[0-9a-f]+\.js$/, '')).sort()).toEqual([
      'agencyRegistration',
      'firstPassword',
      'login',
      'parametriViaggio.daPrezzare.d.ts',
      'parametriViaggio.daPrezzare.js',
      'passwordChange',
      'passwordRecovery',
      'passwordReset',
      'utenteAgenziaNuovo',
    ]);
  }, 60_000);

  it('generates code that needs no eval and no CommonJS require', async () => {
    for (const [file, code] of await generateFormValidators()) {
      expect(code, file).not.toMatch(/\brequire\(|new Function|\beval\(/);
    }
  }, 60_000);

  it('precompiles every entity sub-schema of ENTITY_RULES, with the schemas it refers to', async () => {
    const generated = await generateFormValidators();
    expect(ENTITY_RULES).toContain('parametriViaggio#/$defs/daPrezzare');
    // The trip rules' if/then reads tipologiaConImporto by $ref: its enum is compiled in, not fetched.
    expect(generated.get('parametriViaggio.daPrezzare.js')).toMatch(/\$id: 'tipologiaConImporto'/);
  }, 60_000);
});

describe('toFormSchema', () => {
  const recovery = {
    $id: 'passwordRecovery',
    type: 'object',
    properties: { email: { type: 'string' }, username: { type: 'string' } },
    anyOf: [{ required: ['email'] }, { required: ['username'] }],
  };

  it('turns an either-or of required fields into the one the form shows', () => {
    expect(toFormSchema(recovery, { username: { 'ui:widget': 'hidden' } })).toEqual({
      $id: 'passwordRecovery',
      type: 'object',
      properties: { email: { type: 'string' }, username: { type: 'string' } },
      required: ['email'],
    });
  });

  it('keeps combinators that describe shapes, not just required fields', () => {
    const shaped = { ...recovery, anyOf: [{ properties: { email: { minLength: 3 } } }] };
    expect(toFormSchema(shaped)).toEqual(shaped);
  });
});
