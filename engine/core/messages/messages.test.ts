import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTranslator, ENGINE_MESSAGES, formatMessage, interpolate, textOr } from './index';

describe('createTranslator', () => {
  const labels = {
    'a.barca': "Importo dell'imbarcazione richiesto",
    'a.barcaDi': "Importo dell'{nome} richiesto",
    'a.conteggio': '{n} partecipanti importati',
    'a.righe': '{n, plural, one {# riga} other {# righe}}',
    'a.vuoto': '',
  };
  const t = createTranslator(labels, 'it-IT');

  it('keeps apostrophes of Italian texts, with and without params', () => {
    expect(t('a.barca')).toBe("Importo dell'imbarcazione richiesto");
    expect(t('a.barca', { x: 1 })).toBe("Importo dell'imbarcazione richiesto");
    expect(t('a.barcaDi', { nome: 'alloggio' })).toBe("Importo dell'alloggio richiesto");
  });

  it('leaves a {n} text unchanged without params, fills it with them', () => {
    expect(t('a.conteggio')).toBe('{n} partecipanti importati');
    expect(t('a.conteggio', { n: 3 })).toBe('3 partecipanti importati');
  });

  it('chooses the plural form of the culture (ICU)', () => {
    expect(t('a.righe', { n: 1 })).toBe('1 riga');
    expect(t('a.righe', { n: 0 })).toBe('0 righe');
    expect(t('a.righe', { n: 12000 })).toBe('12.000 righe');
  });

  it("looks up the labels, then the engine's default, then answers the key", () => {
    const engineKey = Object.keys(ENGINE_MESSAGES)[0];
    if (engineKey) {
      expect(createTranslator({}, 'en-GB')(engineKey)).toBe(ENGINE_MESSAGES[engineKey]);
      expect(createTranslator({ [engineKey]: 'Testo' }, 'it-IT')(engineKey)).toBe('Testo');
    }
    expect(t('a.vuoto')).toBe('a.vuoto');
    expect(t('nessuna.chiave')).toBe('nessuna.chiave');
  });

  it('keeps HTML tags of a label as text', () => {
    expect(formatMessage('<b>{n}</b> righe', { n: 2 }, 'it-IT')).toBe('<b>2</b> righe');
  });

  it('never throws on a text ICU cannot read, or a missing value', () => {
    expect(formatMessage('{n, plural, one {', { n: 1 }, 'it-IT')).toBe('{n, plural, one {');
    expect(formatMessage('{a} e {b}', { a: 1 }, 'it-IT')).toBe('1 e {b}');
  });
});

describe('textOr and interpolate', () => {
  it('gives the data text when no label has the key', () => {
    const t = createTranslator({ 'c.noto': 'Noto' }, 'it-IT');
    expect(textOr(t, 'c.noto', 'altro')).toBe('Noto');
    expect(textOr(t, 'c.ignoto', 'altro')).toBe('altro');
  });

  it('fills {name} and keeps unknown names', () => {
    expect(interpolate('{a}-{b}', { a: 'x' })).toBe('x-{b}');
  });
});

describe('the engine message catalogue', () => {
  const engineDir = path.resolve(import.meta.dirname, '../..');
  const keysIn = (text: string) => [...text.matchAll(/\b(?:t|translate)\(\s*'([\w.]+)'/g)].map((m) => m[1]!);

  it('has an English default for every key the engine asks for', () => {
    const asked = (readdirSync(engineDir, { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .flatMap((f) => keysIn(readFileSync(path.join(engineDir, f), 'utf8')));
    expect(asked.length).toBeGreaterThan(0);
    expect([...new Set(asked)].filter((k) => !(k in ENGINE_MESSAGES))).toEqual([]);
  });

  it('finds a planted key without a default', () => {
    expect(keysIn("t('engine.senzaTesto'); runtime.t('msg.erroreGenerico')")).toEqual([
      'engine.senzaTesto',
      'msg.erroreGenerico',
    ]);
    expect('engine.senzaTesto' in ENGINE_MESSAGES).toBe(false);
  });
});
