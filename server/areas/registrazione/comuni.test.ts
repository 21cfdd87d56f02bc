import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { allComuni, findComune } from './data/comuni';
import { PROVINCE } from './data/province';
import { multipartBody, registrationParts, validRegistration } from './testParts';
import { validateRegistration } from './validateRegistration';

const error = (field: string, text: string) => ({ code: `registrazione.${field}`, text, type: 'error' });
const NON_IN_PROVINCIA =
  'Il comune indicato non è tra quelli della provincia scelta: selezionarlo dall’elenco.';

describe('comuni (ISTAT list)', () => {
  it('has every comune, each in one of the 107 provinces, and every province has comuni', () => {
    const all = [...allComuni().values()].flat();
    expect(all.length).toBeGreaterThanOrEqual(7890); // 7,896 in the ISTAT list of 2024–2026
    expect(all.length).toBeLessThan(8000);
    expect(new Set(allComuni().keys())).toEqual(new Set(PROVINCE.map((p) => p.sigla)));
    for (const { sigla } of PROVINCE) expect(allComuni().get(sigla)!.length, sigla).toBeGreaterThan(0);
    expect(allComuni().get('UD')).toContain('Sauris');
    expect(allComuni().get('LC')).toContain('Morterone');
    expect(allComuni().get('SO')).toContain('Pedesina');
    expect(allComuni().get('SU')).toContain('Carbonia');
    // Names the package had decoded with the wrong code page.
    expect(allComuni().get('GO')).toContain('San Floriano del Collio-Števerjan');
    expect(allComuni().get('TS')).toContain('Duino Aurisina-Devin Nabrežina');
    expect(all.filter((name) => /[\p{Cc}?]/u.test(name))).toEqual([]);
  });

  it('lists each province in Italian alphabetical order', () => {
    const collator = new Intl.Collator('it');
    for (const [sigla, names] of allComuni()) expect([...names].sort(collator.compare), sigla).toEqual(names);
  });

  it('finds a comune whatever the case, accents or apostrophe, and by either half of a bilingual name', () => {
    expect(findComune('cn', 'MONDOVI')).toBe('Mondovì');
    expect(findComune('BN', 'Sant’Agata de’ Goti')).toBe("Sant'Agata de' Goti");
    expect(findComune('BZ', 'Bolzano')).toBe('Bolzano/Bozen');
    expect(findComune('BZ', 'bozen')).toBe('Bolzano/Bozen');
    expect(findComune('LC', 'Sauris')).toBeUndefined();
    expect(findComune('XX', 'Roma')).toBeUndefined();
    // Ignoring case and accents never merges two comuni of one province.
    for (const [sigla, names] of allComuni())
      for (const name of names) expect(findComune(sigla, name)).toBe(name);
  });
});

describe('registration: città and sede legale', () => {
  const check = (overrides: Record<string, string>) =>
    validateRegistration({
      ...validRegistration(overrides),
      visuraCameraleFile: 'v.pdf',
      cartaIdentitaFile: 'c.pdf',
      autorizzazioneFile: 'a.pdf',
      codiceFiscaleFile: 'f.pdf',
    });

  it('accepts the smallest comuni with their province and stores the official name', () => {
    for (const [provincia, citta] of [
      ['UD', 'Sauris'],
      ['LC', 'Morterone'],
      ['SO', 'Pedesina'],
    ]) {
      expect(check({ provincia: provincia!, citta: citta! }).ok, citta).toBe(true);
    }
    const result = check({ provincia: 'BZ', citta: 'bolzano', provLeg: 'CN', cittaLeg: 'Mondovi' });
    expect(result).toMatchObject({ ok: true, value: { citta: 'Bolzano/Bozen', cittaLeg: 'Mondovì' } });
  });

  it('refuses a town that is not a comune of the chosen province', () => {
    expect(check({ provincia: 'LC', citta: 'Sauris' })).toEqual({
      ok: false,
      messages: [error('citta', NON_IN_PROVINCIA)],
    });
    expect(check({ provincia: 'NA', citta: 'Napoli centro' })).toMatchObject({ ok: false });
    expect(check({ provLeg: 'UD', cittaLeg: 'Morterone' })).toEqual({
      ok: false,
      messages: [error('cittaLeg', NON_IN_PROVINCIA)],
    });
  });

  it('wants both halves of a registered office, or neither', () => {
    expect(check({ provLeg: '', cittaLeg: '' }).ok).toBe(true);
    expect(check({ provLeg: 'CE', cittaLeg: '' })).toEqual({
      ok: false,
      messages: [error('cittaLeg', 'Selezionare il comune della sede legale.')],
    });
    expect(check({ provLeg: '', cittaLeg: 'Caserta' })).toEqual({
      ok: false,
      messages: [error('provLeg', 'Selezionare la provincia della sede legale.')],
    });
  });
});

describe('dropdown/comuni and PUT myoverins/agenzia', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('serves every comune of a province, sorted, in the same shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dropdown/comuni?provincia=ud' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: Array<{ value: string; text: string }>; total: number };
    expect(body.total).toBe(allComuni().get('UD')!.length);
    expect(body.items).toHaveLength(body.total);
    expect(body.items).toContainEqual({ value: 'Sauris', text: 'Sauris' });
    expect(body.items.map((i) => i.value)).toEqual(allComuni().get('UD'));
  });

  it('registers an agency in a small comune and refuses a made-up one', async () => {
    const register = (data: Record<string, string>, remoteAddress: string) => {
      const { payload, headers } = multipartBody(registrationParts(data));
      return t.app.inject({ method: 'PUT', url: '/api/myoverins/agenzia', payload, headers, remoteAddress });
    };
    const made = await register(
      validRegistration({ provincia: 'LC', citta: 'Morterone', cap: '23811' }),
      '10.9.0.1',
    );
    expect(made.statusCode).toBe(200);
    const refused = await register(
      validRegistration({
        provincia: 'LC',
        citta: 'Atlantide',
        username: 'atlantide',
        partitaIva: '00000010215',
      }),
      '10.9.0.2',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ messages: [error('citta', NON_IN_PROVINCIA)] });
  });
});
