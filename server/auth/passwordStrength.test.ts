import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy } from './passwords';
import { weakPasswordFeedback } from './passwordStrength';

const GUESSABLE = 'La password scelta è troppo facile da indovinare.';

describe('password strength (zxcvbn, Italian and common dictionaries)', () => {
  it('accepts the README demo password and strong ones, accented and long included', () => {
    for (const password of [
      'Viaggi2026!',
      'Tramonto-Sul-Lago-42',
      'Caffè-Però-Città-2026-àèéìòù',
      'Partenza-da-Palermo-alle-7:40,-arrivo-a-Lampedusa-per-pranzo-ok!',
    ]) {
      expect(checkPasswordPolicy(password), password).toEqual([]);
    }
  });

  it('refuses common passwords of ten or more characters, in Italian, with what to do instead', () => {
    expect(checkPasswordPolicy('qwertyuiop')).toEqual([
      `${GUESSABLE} Questa è una password usata spesso. Aggiungi un maggior numero di parole meno comuni.`,
    ]);
    for (const password of [
      'password123',
      'juventus1897',
      'Qwertyuiop2024',
      'Password2026!',
      'amoremio2024',
      'Napoli2026',
      'ciaociao123',
      '1234567890',
    ]) {
      const [problem, ...more] = checkPasswordPolicy(password);
      expect(problem, password).toMatch(new RegExp(`^${GUESSABLE} \\S`));
      expect(more).toEqual([]);
    }
  });

  it('counts the owner’s names, username and e-mail as guessable', () => {
    const owner = {
      username: 'g.lombardi',
      firstName: 'Giuseppina',
      lastName: 'Lombardi',
      email: 'giuseppina.lombardi@viaggisole.it',
    };
    for (const password of ['Lombardi2026!', 'Viaggisole2026', 'giuseppinalombardi26']) {
      expect(weakPasswordFeedback(password), password).toBeUndefined();
      expect(weakPasswordFeedback(password, owner), password).toContain(
        'Non devono essere presenti dati personali o relativi alla pagina.',
      );
    }
  });

  it('applies the length rules to the NFC form that is hashed, and gives one message per password', () => {
    // Nine accented letters typed as base letter + combining accent are 18 code points, still nine characters.
    expect(checkPasswordPolicy('àèìòùàèìò'.normalize('NFD'))).toEqual([
      'La password deve contenere almeno 10 caratteri.',
    ]);
    expect(checkPasswordPolicy('a'.repeat(257))).toEqual(['La password non può superare 256 caratteri.']);
    expect(checkPasswordPolicy('viaggi-agenzia-2026', { username: 'agenzia' })).toEqual([
      'La password non può contenere il nome utente.',
    ]);
  });

  it('judges a long password by its start, so no input holds the event loop', () => {
    weakPasswordFeedback('warm-up-the-dictionaries');
    // Leet-speak, dates and repetitions are the estimator's most expensive inputs.
    const patterns = ['P4$$w0rd1!', '19/08/1990', 'p@$$w0rd', 'aB3$', 'qwertyuiop', 'x'];
    const weak = new Set(['p@$$w0rd', 'aB3$', 'qwertyuiop', 'x']);
    for (const length of [64, 256, 1000]) {
      for (const pattern of patterns) {
        const password = pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length);
        // Timed in bench/input-guards; with its defaults the estimator took 1.4 s on each of these.
        const feedback = weakPasswordFeedback(password);
        if (weak.has(pattern)) expect(feedback, password).toContain(GUESSABLE);
      }
    }
    // A strong start is enough: the rest of a long passphrase only adds to it.
    expect(
      weakPasswordFeedback('Partenza-da-Palermo-alle-7:40,-arrivo-a-Lampedusa-'.repeat(20)),
    ).toBeUndefined();
  });
});
